import DaybookCore
import DaybookFormats
import Foundation
import Testing

/// Fixtures/flo-export.json follows Flo's export as the public programs that read it show it:
/// lino-zurmuehl/FLux ml/preprocessing/flo_parser.py (operationalData.cycles with period_start_date and
/// period_end_date written "2018-10-22 00:00:00.0"; point_events_manual_v2 with category and
/// subcategory: Mood, Symptom, Fluid with Eggwhite, Sex), a Go converter of Flo exports (period_intensity
/// as JSON text from a day's index to 1–3, `pregnant`, `local_date` beside the UTC `date`, notes with
/// text and date), EmmaTellblom/Mensinator FloImport.kt (OvulationTest Positive, Ovulation OtherMethods)
/// and SaraVieira/flo-to-drip formatjson.js (Mood events). Bbt with `properties.value` is one reader's
/// alone; no public sample shows a weight.
@Suite struct FloImporterTests {
    let importer = FloImporter()

    @Test func periodsMoodsMucusTestsTemperatureAndNotesAreRead() throws {
        let tally = try ImportHarness.run(importer, fixture: "flo-export.json")
        #expect(tally.summary.added == [.flow: 9, .mood: 1, .fertility: 2, .ovulationTests: 1, .temperature: 1, .notes: 1])

        // Each day of a period, with the day's intensity (the fifth day has none: medium).
        let flow = tally.items.compactMap { if case let .flow(day, level) = $0.value { "\(day) \(level)" } else { nil } }
        #expect(flow == ["2025-01-06 medium", "2025-01-07 heavy", "2025-01-08 medium", "2025-01-09 light", "2025-01-10 medium",
                         "2025-02-03 medium", "2025-02-04 medium", "2025-02-05 medium", "2025-02-06 medium"])

        // The person's own day (local_date), not the UTC one.
        let moods = tally.items.compactMap { if case let .mood(day, mood) = $0.value { "\(day) \(mood)" } else { nil } }
        #expect(moods == ["2025-01-08 happy"])
        let mucus = tally.items.compactMap { if case let .mucus(day, m) = $0.value { "\(day) \(m.nfpValue)" } else { nil } }
        #expect(mucus == ["2025-01-16 3", "2025-01-19 4"])

        // No times: the day's start in Berlin (2025-01-18T00:00+01:00 is 1,737,154,800).
        let tests = tally.items.compactMap { if case let .ovulationTest(test) = $0.value { test } else { nil } }
        #expect(tests.map(\.result) == [.positive] && tests.first?.time == ImportHarness.utc(1_737_154_800))
        let temperatures = tally.items.compactMap { if case let .temperature(t) = $0.value { t } else { nil } }
        #expect(temperatures.map(\.celsius) == [36.4] && temperatures.first?.time == ImportHarness.utc(1_737_327_600))

        let notes = tally.items.compactMap { if case let .note(day, text) = $0.value { "\(day) \(text)" } else { nil } }
        #expect(notes == ["2025-01-13 Started the new job"], "a blank note says nothing")
    }

    /// A deleted event is no event; what Daybook does not keep is counted under its name.
    @Test func otherCategoriesAndPregnancyCyclesAreCountedByName() throws {
        let tally = try ImportHarness.run(importer, fixture: "flo-export.json")
        #expect(tally.summary.skipped == ["cycles: pregnant": 1, "Mood: Panic": 1, "Symptom": 1, "Ovulation": 1, "Sex": 1])
    }

    @Test func keysAreTheKindAndTheDay() throws {
        let first = try ImportHarness.run(importer, fixture: "flo-export.json").items.map(\.dedupeKey)
        #expect(first == (try ImportHarness.run(importer, fixture: "flo-export.json").items.map(\.dedupeKey)))
        #expect(first.prefix(2) == ["flo|flow|2025-01-06", "flo|flow|2025-01-07"])
        #expect(first.contains("flo|ovulationTest|2025-01-18") && first.contains("flo|bbt|2025-01-20"))
    }

    @Test func aFahrenheitTemperatureAndASinglePeriodDay() throws {
        let text = """
        {"operationalData": {"point_events_manual_v2": [
          {"category": "Bbt", "properties": "{\\"value\\": 97.7}", "local_date": "2025-03-02 06:00:00.0"},
          {"category": "Period", "properties": {"value": 0}, "local_date": "2025-03-03 06:00:00.0"},
          {"category": "Period", "properties": {"value": 3}, "local_date": "2025-03-04 06:00:00.0"}
        ]}}
        """
        let items = try ImportHarness.run(importer, text: text).items.map(\.value)
        guard case let .temperature(reading) = items.first else { Issue.record("no temperature"); return }
        #expect(abs(reading.celsius - 36.5) < 0.01)
        #expect(Array(items.dropFirst()) == [.flow(try ImportHarness.date("2025-03-03"), .spotting), .flow(try ImportHarness.date("2025-03-04"), .heavy)])
    }

    @Test func aBrokenExportNamesTheRecordAndTheField() throws {
        let long = #"{"operationalData": {"cycles": [{"period_start_date": "2025-01-01", "period_end_date": "2025-01-30"}]}}"#
        let error = try #require(ImportHarness.error(importer, text: long))
        #expect(error.field == "operationalData.cycles[0].period_end_date" && error.message.contains("30 days"))

        let undated = "{\"operationalData\": {\"point_events_manual_v2\": [\n{\"category\": \"Mood\", \"subcategory\": \"Happy\", \"local_date\": \"soon\"}]}}"
        let bad = try #require(ImportHarness.error(importer, text: undated))
        #expect(bad.line == 2 && bad.field == "operationalData.point_events_manual_v2[0].local_date")

        let intensity = #"{"operationalData": {"cycles": [{"period_start_date": "2025-01-01", "period_end_date": "2025-01-03", "period_intensity": "[1,2]"}]}}"#
        #expect(try #require(ImportHarness.error(importer, text: intensity)).field == "operationalData.cycles[0].period_intensity")

        #expect(try #require(ImportHarness.error(importer, text: #"{"profile": {}}"#)).field == "operationalData")
    }

    @Test func aDayPastTomorrowIsRefused() throws {
        var context = ImportHarness.context
        context.horizon = JournalHorizon(today: try ImportHarness.date("2025-01-07"))
        let error = try #require(ImportHarness.error(importer, text: String(decoding: try Data(contentsOf: ImportHarness.fixtureURL("flo-export.json")), as: UTF8.self),
                                                     context: context))
        #expect(error.field == "operationalData.cycles[0].period_end_date" || error.field == "operationalData.cycles[0].period_start_date")
    }
}
