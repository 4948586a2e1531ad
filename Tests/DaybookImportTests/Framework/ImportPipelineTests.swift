import DaybookImport
import Foundation
import Testing

@Suite struct ImportPipelineTests {
    @Test func batchesArriveInFileOrderWithTheSkippedCounts() async throws {
        var keys: [String] = []
        var sizes: [Int] = []
        let skipped = try await ImportPipeline.run(NightscoutImporter(), file: ImportHarness.fixtureURL("nightscout-treatments.json"),
                                                   context: ImportHarness.context, batchSize: 3) { batch in
            sizes.append(batch.count)
            keys += batch.map(\.dedupeKey)
        }
        // 4 items (t1 insulin + meal, t2 insulin, t3 glucose) in batches of 3: 3 then 1.
        #expect(sizes == [3, 1])
        #expect(keys == ["nightscout|insulin|t1", "nightscout|meal|t1", "nightscout|insulin|t2", "nightscout|glucose|t3"])
        #expect(skipped == ["Nightscout treatment Temp Basal": 1, "Nightscout treatment Site Change": 1])
    }

    /// Each batch says how far into the file it was cut, so the command's bar can move; the last is the whole file.
    @Test func batchesSayHowMuchOfTheFileIsRead() async throws {
        let file = ImportHarness.fixtureURL("apple-health-body-and-food.xml")
        let size = try #require((try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue)
        var marks: [Int] = []
        _ = try await ImportPipeline.run(AppleHealthImporter(), file: file, context: ImportHarness.context, batchSize: 2) { _, bytes in
            marks.append(bytes)
        }
        #expect(marks.count > 2 && marks == marks.sorted(), "\(marks)")
        #expect(marks.last == size)
        #expect(ImportProgress(items: 3, bytesRead: size / 2, totalBytes: size).fraction > 0.49)
        #expect(ImportProgress(items: 3, bytesRead: 10, totalBytes: 0).fraction == 0)
    }

    @Test func aFailingWriterStopsTheParserAndItsErrorComesOut() async {
        struct WriteFailed: Error {}
        var calls = 0
        await #expect(throws: WriteFailed.self) {
            _ = try await ImportPipeline.run(NightscoutImporter(), file: ImportHarness.fixtureURL("nightscout-treatments.json"),
                                             context: ImportHarness.context, batchSize: 1) { _ in
                calls += 1
                throw WriteFailed()
            }
        }
        #expect(calls == 1)
    }

    @Test func aBadRowComesOutAsItsImportError() async {
        await #expect(throws: ImportError.self) {
            _ = try await ImportPipeline.run(DripImporter(), file: ImportHarness.fixtureURL("daylio.csv"),
                                             context: ImportHarness.context) { _ in }
        }
    }
}
