import DaybookImport
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
