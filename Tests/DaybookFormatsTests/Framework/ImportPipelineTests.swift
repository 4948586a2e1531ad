import DaybookFormats
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

    static let fixtures: [ImportFormat: String] = [
        .appleHealth: "apple-health-export.xml", .drip: "drip-export.csv", .trackAndGraph: "track-and-graph.csv",
        .daylio: "daylio.csv", .nightscout: "nightscout-treatments.json", .healthAutoExport: "health-auto-export.json",
        .clue: "clue-measurements.json", .flo: "flo-export.json", .daybook: "daybook-export.json",
    ]

    /// A NUL byte on line 2 of any format's file is refused by that line, whatever the parser would have made of it
    /// (on PostgreSQL one was a server error, in a Health Auto Export a field name with a NUL in the summary).
    @Test(arguments: ImportFormat.allCases)
    func aNulByteIsRefusedByItsLine(format: ImportFormat) async throws {
        let original = try Data(contentsOf: ImportHarness.fixtureURL(try #require(Self.fixtures[format])))
        let lineEnds = original.indices.filter { original[$0] == UInt8(ascii: "\n") }
        var damaged = original
        damaged.insert(0, at: lineEnds[1])
        let error = try await importError(format, damaged)
        #expect(error?.line == 2)
        #expect(error?.message.contains("NUL") == true, "\(String(describing: error))")
    }

    /// In JSON a string may spell the NUL as the escape \u0000: refused too, by its line. An escaped backslash before
    /// "u0000" is only text, and so is \u0000 in a CSV file.
    @Test(arguments: ImportFormat.allCases.filter { [.nightscout, .healthAutoExport, .clue, .flo, .daybook].contains($0) })
    func aNulEscapeInJSONIsRefusedByItsLine(format: ImportFormat) async throws {
        let original = try String(contentsOf: ImportHarness.fixtureURL(try #require(Self.fixtures[format])), encoding: .utf8)
        // The first string value, written compactly or with a space.
        let value = try #require(original.range(of: #"": ?""#, options: .regularExpression))
        let damaged = original.replacingCharacters(in: value, with: original[value] + #"\u0000"#)
        let line = original[..<value.lowerBound].filter { $0 == "\n" }.count + 1
        let error = try await importError(format, Data(damaged.utf8))
        #expect(error?.line == line)
        #expect(error?.message.contains("\\u0000") == true, "\(String(describing: error))")
    }

    @Test func anEscapedBackslashBeforeU0000IsText() async throws {
        let text = #"[{"eventType": "Note", "notes": "C:\\u0000 and \\\\u0000", "created_at": "2024-03-01T08:00:00Z", "_id": "n1"}]"#
        #expect(try await importError(.nightscout, Data(text.utf8)) == nil)
        var drip = try Data(contentsOf: ImportHarness.fixtureURL("drip-export.csv"))
        // drip ends its export without a newline.
        drip.append(Data(("\n" + #"2024-03-05,,,,,3,false,,,,,,,,,"C:\u0000""#).utf8 + [UInt8(ascii: "\n")]))
        #expect(try await importError(.drip, drip) == nil)
    }

    private func importError(_ format: ImportFormat, _ data: Data) async throws -> ImportError? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("nul-\(UUID().uuidString)")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            _ = try await ImportPipeline.run(Importers.importer(for: format), file: file, context: ImportHarness.context) { _ in }
            return nil
        } catch let error as ImportError {
            return error
        }
    }
}
