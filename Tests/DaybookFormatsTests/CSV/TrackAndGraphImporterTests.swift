import DaybookCore
import DaybookFormats
import Foundation
import Testing

@Suite struct TrackAndGraphImporterTests {
    let importer = TrackAndGraphImporter()

    @Test func mapsStressSleepAndGlucoseByFeatureName() throws {
        let tally = try ImportHarness.run(importer, fixture: "track-and-graph.csv")
        #expect(tally.summary.added == [.stress: 1, .sleep: 1, .glucose: 2])
        #expect(tally.summary.skipped == ["Weight": 1])
        guard case let .stress(stress) = tally.items.first?.value else {
            Issue.record("first item is not stress")
            return
        }
        // 09:30 +01:00 = 08:30Z on 2024-02-01; 2024-02-01T00:00Z = 1,706,745,600 s, + 30,600 s.
        #expect(stress.time == ImportHarness.utc(1_706_776_200))
        #expect(stress.level == 6)
        #expect(stress.note == "busy morning, deadline")
        let glucose = tally.items.compactMap { if case let .glucose(g) = $0.value { g.mgPerDL } else { nil } }
        // 110 mg/dL as is; 6.1 mmol/L × 18.01559 = 109.895099 mg/dL.
        #expect(glucose.first == 110)
        #expect(abs((glucose.last ?? 0) - 109.895099) < 1e-9)
        #expect(tally.items.contains { $0.value == .sleep(try! LocalDate(year: 2024, month: 2, day: 1), hours: 7.5) })
    }

    @Test func fractionalStressIsABadRow() {
        let error = ImportHarness.error(importer, text: "FeatureName,Timestamp,Value,Label,Note\nStress,2024-02-01T09:30:00Z,6.5,,\n")
        #expect(error?.line == 2)
        #expect(error?.field == "Value")
    }

    @Test func badTimestampNamesTheColumn() {
        let error = ImportHarness.error(importer, text: "FeatureName,Timestamp,Value,Label,Note\nStress,2024-02-01T09:30:00Z,6,,\nStress,yesterday,6,,\n")
        #expect(error?.line == 3)
        #expect(error?.field == "Timestamp")
    }

    @Test func nonNumericValueNamesTheColumn() {
        let error = ImportHarness.error(importer, text: "FeatureName,Timestamp,Value,Label,Note\nGlucose,2024-02-01T09:30:00Z,high,,\n")
        #expect(error?.field == "Value")
        #expect(error?.message.contains("not a number") == true)
    }
}
