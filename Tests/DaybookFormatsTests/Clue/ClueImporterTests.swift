import DaybookCore
import DaybookFormats
import Foundation
import Testing

/// Fixtures/clue-measurements.json follows Clue's `measurements.json` as public sources show it: the
/// sample in EmmaTellblom/Mensinator issue #140 ("Support of importing data from clue": type, id, date,
/// `{"option": …}` for a period), and fabfabretti/clue-to-drip script.js and conversionrules.md (period
/// options up to very_heavy, list values of `{option}` for pain, feelings, energy and discharge,
/// `bbt` as `{celsius, excluded}`). No public sample shows a spotting value, so the importer reads
/// spotting by its type alone.
@Suite struct ClueImporterTests {
    let importer = ClueImporter()

    @Test func periodDischargeTemperatureAndASingleFeelingAreRead() throws {
        let tally = try ImportHarness.run(importer, fixture: "clue-measurements.json")
        #expect(tally.summary.added == [.flow: 4, .mood: 1, .fertility: 2, .temperature: 2])

        // very_heavy has no level of its own: heavy.
        let flow = tally.items.compactMap { if case let .flow(day, level) = $0.value { "\(day) \(level)" } else { nil } }
        #expect(flow == ["2025-01-06 medium", "2025-01-07 heavy", "2025-01-08 heavy", "2025-01-10 light"])

        let mood = tally.items.compactMap { if case let .mood(day, level) = $0.value { "\(day) \(level)" } else { nil } }
        #expect(mood == ["2025-01-07 sad"])

        // Creamy and sticky together are S (3); egg white is S+ (4).
        let mucus = tally.items.compactMap { if case let .mucus(day, m) = $0.value { "\(day) \(m.nfpValue)" } else { nil } }
        #expect(mucus == ["2025-01-16 3", "2025-01-19 4"])

        // No time in the export: the day's start in Berlin, 2025-01-19T23:00Z
        // (1,735,689,600 for 2025-01-01 + 19 × 86,400 − 3,600 = 1,737,327,600).
        let temperatures = tally.items.compactMap { if case let .temperature(t) = $0.value { t } else { nil } }
        #expect(temperatures.map(\.celsius) == [36.45, 36.9])
        #expect(temperatures.map(\.excluded) == [false, true])
        #expect(temperatures.first?.time == ImportHarness.utc(1_737_327_600))
    }

    /// Pain and energy have no journal value; two feelings on one day are no single mood.
    @Test func otherTypesAreCountedByName() throws {
        let tally = try ImportHarness.run(importer, fixture: "clue-measurements.json")
        #expect(tally.summary.skipped == ["pain": 1, "energy": 1, "feelings": 1])
    }

    @Test func keysAreTheKindAndTheDay() throws {
        let first = try ImportHarness.run(importer, fixture: "clue-measurements.json").items.map(\.dedupeKey)
        let again = try ImportHarness.run(importer, fixture: "clue-measurements.json").items.map(\.dedupeKey)
        #expect(first == again)
        #expect(first.prefix(2) == ["clue|flow|2025-01-06", "clue|flow|2025-01-07"])
        #expect(first.contains("clue|bbt|2025-01-20"))
        #expect(first.contains("clue|discharge|2025-01-19"))
    }

    @Test func spottingIsReadByItsType() throws {
        let text = #"[{"type":"spotting","id":"d18c9dae-bf01-4b12-b3e4-6f7a8b9cadbe","date":"2025-01-25"}]"#
        let flow = try ImportHarness.run(importer, text: text).items.map(\.value)
        #expect(flow == [.flow(try ImportHarness.date("2025-01-25"), .spotting)])
    }

    @Test func anUnknownPeriodOptionIsRefusedWithItsPosition() {
        let text = """
        [
        {"type":"period","id":"a","date":"2025-01-06","value":{"option":"medium"}},
        {"type":"period","id":"b","date":"2025-01-07","value":{"option":"gushing"}}
        ]
        """
        let error = ImportHarness.error(importer, text: text)
        #expect(error?.line == 3)
        #expect(error?.field == "[1].value.option")
        #expect(error?.message.contains("\"gushing\"") == true)
    }

    @Test func aTemperatureOutsideTheJournalsRangeIsRefused() {
        let text = #"[{"type":"bbt","id":"a","date":"2025-01-20","value":{"celsius":97.7,"excluded":false}}]"#
        #expect(ImportHarness.error(importer, text: text)?.field == "[0].value.celsius")
    }

    @Test func aBadDateIsRefused() {
        let text = #"[{"type":"period","id":"a","date":"06/01/2025","value":{"option":"light"}}]"#
        #expect(ImportHarness.error(importer, text: text)?.field == "[0].date")
    }

    @Test func anObjectIsNotAnExport() {
        #expect(ImportHarness.error(importer, text: #"{"type":"period"}"#)?.message.contains("JSON array") == true)
    }

    @Test func anEmptyExportImportsNothing() throws {
        #expect(try ImportHarness.run(importer, text: "[]").summary.totalAdded == 0)
    }
}
