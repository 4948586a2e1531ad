import DaybookCore
import DaybookFormats
import Testing

@Suite struct DripImporterTests {
    let importer = DripImporter()

    @Test func bleedingZeroToThreeIsSpottingToHeavy() throws {
        let tally = try ImportHarness.run(importer, fixture: "drip-export.csv")
        let flow = tally.items.compactMap { if case let .flow(date, level) = $0.value { "\(date) \(level.rawValue)" } else { nil } }
        #expect(flow == ["2024-03-07 HEAVY", "2024-03-05 MEDIUM", "2024-03-04 SPOTTING"])
        #expect(tally.summary.skipped["drip day without bleeding"] == 1)
    }

    @Test func badBleedingValueNamesLineAndColumnAfterAQuotedNewline() {
        // The note on line 2 spans two lines, so the bad row starts on line 4.
        let text = "date,bleeding.value,note.value\n2024-03-05,2,\"first day\nstill\"\n2024-03-06,4,\n"
        let error = ImportHarness.error(importer, text: text)
        #expect(error?.line == 4)
        #expect(error?.field == "bleeding.value")
    }

    @Test func badDateNamesTheDateColumn() {
        let error = ImportHarness.error(importer, text: "date,bleeding.value\n2024-03-05,1\n05.03.2024,1\n")
        #expect(error?.line == 3)
        #expect(error?.field == "date")
    }

    @Test func wrongHeaderIsRefusedOnLineOne() {
        let error = ImportHarness.error(importer, text: "date,temperature.value\n2024-03-05,36.5\n")
        #expect(error?.line == 1)
        #expect(error?.field == "bleeding.value")
    }

    @Test func unclosedQuoteIsABadRow() {
        let error = ImportHarness.error(importer, text: "date,bleeding.value,note.value\n2024-03-05,1,\"never closed\n")
        #expect(error?.line == 2)
    }
}
