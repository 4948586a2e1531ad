import DaybookFormats
import Foundation
import Testing

@Suite struct ImportDetectionTests {
    private func detected(_ fixture: String) throws -> ImportFormat? {
        let head = try Data(contentsOf: ImportHarness.fixtureURL(fixture)).prefix(4_096)
        return Importers.detect(fileName: fixture, head: head)?.format
    }

    @Test func eachFixtureIsRecognisedFromItsFirstBytes() throws {
        #expect(try detected("apple-health-export.xml") == .appleHealth)
        #expect(try detected("drip-export.csv") == .drip)
        #expect(try detected("track-and-graph.csv") == .trackAndGraph)
        #expect(try detected("daylio.csv") == .daylio)
        #expect(try detected("nightscout-entries.json") == .nightscout)
        #expect(try detected("nightscout-treatments.json") == .nightscout)
        #expect(try detected("health-auto-export.json") == .healthAutoExport)
        #expect(try detected("clue-measurements.json") == .clue)
        #expect(try detected("flo-export.json") == .flo)
        #expect(try detected("daybook-export.json") == .daybook)
    }

    /// Each JSON importer recognises only its own files: other formats' fixtures, and JSON that merely
    /// shares a word (Daybook's own export has `metrics`, a Nightscout entry `type` and `date`).
    @Test func theJSONImportersDoNotTakeEachOthersFiles() throws {
        let fixtures = ["apple-health-export.xml", "drip-export.csv", "track-and-graph.csv", "daylio.csv",
                        "nightscout-entries.json", "nightscout-treatments.json", "health-auto-export.json", "clue-measurements.json", "flo-export.json",
                        "daybook-export.json"]
        for fixture in fixtures {
            let head = try Data(contentsOf: ImportHarness.fixtureURL(fixture)).prefix(4_096)
            #expect(HealthAutoExportImporter().detects(fileName: fixture, head: head) == (fixture == "health-auto-export.json"), "\(fixture)")
            #expect(ClueImporter().detects(fileName: fixture, head: head) == (fixture == "clue-measurements.json"), "\(fixture)")
            #expect(FloImporter().detects(fileName: fixture, head: head) == (fixture == "flo-export.json"), "\(fixture)")
        }
        let daybookExport = Data(#"{"format": "daybook", "version": 3, "metrics": [], "nightscoutDocuments": [{"data": {}}]}"#.utf8)
        #expect(Importers.detect(fileName: "daybook-export.json", head: daybookExport) == nil)
        let sgvOnly = Data(#"[{"type": "sgv", "date": "2024-01-01", "value": 1, "sgv": 120}]"#.utf8)
        #expect(Importers.detect(fileName: "entries.json", head: sgvOnly)?.format == .nightscout)
    }

    @Test func anUnknownFileIsNotGuessed() {
        #expect(Importers.detect(fileName: "notes.txt", head: Data("hello,world\n".utf8)) == nil)
    }

    @Test func batcherDeliversFullBatchesAndTheRest() throws {
        var sizes: [Int] = []
        let batcher = ImportBatcher(size: 2) { sizes.append($0.count) }
        let tally = try ImportHarness.run(NightscoutImporter(), fixture: "nightscout-treatments.json")
        for item in tally.items { try batcher.receive(item) }
        try batcher.finish()
        #expect(sizes == [2, 2])
    }
}
