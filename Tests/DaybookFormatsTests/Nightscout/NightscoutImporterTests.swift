import DaybookCore
import DaybookFormats
import Foundation
import Testing

@Suite struct NightscoutImporterTests {
    let importer = NightscoutImporter()

    @Test func entriesBecomeSensorAndMeterReadings() throws {
        let tally = try ImportHarness.run(importer, fixture: "nightscout-entries.json")
        let readings = tally.items.compactMap { if case let .glucose(g) = $0.value { g } else { nil } }
        #expect(readings.map(\.source) == [.cgm, .meter])
        #expect(readings.map(\.mgPerDL) == [120, 98])
        // date 1704096000000 ms = 2024-01-01T08:00:00Z (1,704,067,200 + 8 × 3,600).
        #expect(readings.first?.time == ImportHarness.utc(1_704_096_000))
        #expect(tally.summary.skipped == ["Nightscout entry cal": 1])
        #expect(tally.items.map(\.dedupeKey).first == "nightscout|entry|65921b80a1")
    }

    /// A whole history with the sensor's status codes in it (sgv 5: not calibrated) imports; the codes
    /// are counted, not journaled, as the live endpoint keeps them out.
    @Test func sensorStatusCodesAreCountedNotRefused() throws {
        let text = """
        [{"_id": "a1", "type": "sgv", "sgv": 5, "date": 1704096000000},
         {"_id": "a2", "type": "sgv", "sgv": 121, "date": 1704096300000},
         {"_id": "a3", "type": "sgv", "sgv": 10, "date": 1704096600000}]
        """
        let tally = try ImportHarness.run(importer, text: text)
        #expect(tally.items.compactMap { if case let .glucose(g) = $0.value { g.mgPerDL } else { nil } } == [121])
        #expect(tally.summary.skipped == ["Nightscout sgv sensor status code": 2])
    }

    /// Foundation bridges the numbers 0 and 1 to Bool too: one unit of insulin is still a number.
    @Test func oneUnitIsANumberNotABoolean() throws {
        let text = #"[{"eventType": "Correction Bolus", "insulin": 1, "created_at": "2024-01-01T08:00:00Z"}]"#
        let tally = try ImportHarness.run(importer, text: text)
        #expect(tally.items.compactMap { if case let .insulin(dose) = $0.value { dose.units } else { nil } } == [1])
        #expect(ImportHarness.error(importer, text: #"[{"eventType": "Correction Bolus", "insulin": true, "created_at": "2024-01-01T08:00:00Z"}]"#)?.field == "insulin")
    }

    @Test func treatmentsBecomeInsulinMealsAndMeterReadings() throws {
        let tally = try ImportHarness.run(importer, fixture: "nightscout-treatments.json")
        #expect(tally.summary.added == [.insulin: 2, .meals: 1, .glucose: 1])
        #expect(tally.summary.skipped == ["Nightscout treatment Temp Basal": 1, "Nightscout treatment Site Change": 1])
        let doses = tally.items.compactMap { if case let .insulin(d) = $0.value { "\(d.units) \(d.kind)" } else { nil } }
        #expect(doses == ["4.5 bolus", "1.5 correction"])
        let meal = tally.items.compactMap { if case let .meal(m) = $0.value { m } else { nil } }.first
        #expect(meal?.carbs == 45)
        #expect(meal?.protein == 10)
        #expect(meal?.time == ImportHarness.utc(1_704_110_400)) // 12:00Z = 1,704,067,200 + 43,200.
        let check = tally.items.compactMap { if case let .glucose(g) = $0.value { g.mgPerDL } else { nil } }.first
        #expect(abs((check ?? 0) - 111.696658) < 1e-9) // 6.2 × 18.01559.
    }

    @Test func badNumberNamesTheObjectsLineAndKey() {
        let text = """
        [
          {"type": "sgv", "sgv": 120, "date": 1704096000000},
          {"type": "sgv",
           "sgv": "abc", "date": 1704096300000}
        ]
        """
        let error = ImportHarness.error(importer, text: text)
        #expect(error?.line == 3)
        #expect(error?.field == "sgv")
    }

    @Test func truncatedArrayFails() {
        let error = ImportHarness.error(importer, text: "[\n {\"type\": \"sgv\", \"sgv\": 120, \"date\": 1704096000000},\n {\"type\": \"sgv\", \"sgv\": 1")
        #expect(error?.line == 3)
        #expect(error?.message.contains("ends inside") == true)
    }

    @Test func anObjectIsNotAnArray() {
        #expect(ImportHarness.error(importer, text: "{\"status\": \"ok\"}")?.message.contains("JSON array") == true)
    }

    @Test func emptyArrayImportsNothing() throws {
        #expect(try ImportHarness.run(importer, text: " [ ] ").summary.totalAdded == 0)
    }
}
