import DaybookCore
import DaybookFormats
import Foundation
import Testing

/// Daybook's own export (Fixtures/daybook-export.json, an export of an account with a row in every
/// list, pretty-printed) read as an import: one account, every list counted, errors by line and place.
@Suite struct DaybookExportImporterTests {
    let importer = DaybookExportImporter()

    func fixtureText() throws -> String {
        try String(contentsOf: ImportHarness.fixtureURL("daybook-export.json"), encoding: .utf8)
    }

    func read(_ data: Data, context: ImportContext = ImportHarness.context) throws -> ExportDocument {
        let tally = try ImportHarness.run(importer, stream: InputStream(data: data), context: context)
        return try #require(tally.accounts.first)
    }

    /// Every list of the document, each counted under its place in it, and the settings once.
    @Test func theFixtureIsOneAccountWithEveryListCounted() throws {
        let tally = try ImportHarness.run(importer, fixture: "daybook-export.json")
        #expect(tally.accounts.count == 1)
        #expect(tally.items.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(try fixtureText().utf8)) as? [String: Any])
        var expected: [ImportKind: Int] = [.settings: 1, .webhook: 1]
        for kind in ImportKind.allCases {
            let parts = kind.rawValue.split(separator: ".").map(String.init)
            let list = parts.count == 2 ? (object[parts[0]] as? [String: Any])?[parts[1]] : object[kind.rawValue]
            if let rows = list as? [Any], !rows.isEmpty { expected[kind] = rows.count }
        }
        #expect(tally.summary.added == expected)
        #expect(expected.count >= 20, "the fixture misses lists: \(expected)")
    }

    /// Written again as the server writes an export (compact, keys sorted), it is recognised and reads
    /// back as the same document: temperatures with their exclusion, mucus, links and settings.
    @Test func anExportReadsBackAsTheDocumentItWasWrittenFrom() throws {
        let document = try read(Data(try fixtureText().utf8))
        let written = try DaybookJSON.encoder().encode(document)
        #expect(Importers.detect(fileName: "daybook-export.json", head: written.prefix(4_096))?.format == .daybook)
        #expect(try read(written) == document)
        #expect(document.temperature.contains { $0.value.excluded })
        #expect(document.fertility.compactMap(\.value.mucus).contains(Mucus(feeling: .wet, texture: .creamy)))
        #expect(document.nightscoutDocuments.contains { $0.glucoseId != nil })
    }

    @Test func aBadEntryNamesItsLineAndItsPlace() throws {
        let text = try fixtureText()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // The second glucose reading's value, made impossible.
        let list = try #require(lines.firstIndex { $0.hasPrefix("  \"glucose\": [") })
        let value = try #require(lines[(list + 1)...].indices.filter { lines[$0].contains("\"value\"") }.dropFirst().first)
        let entry = try #require(lines[...value].lastIndex { $0.trimmingCharacters(in: .whitespaces) == "{" })
        var damaged = lines
        damaged[value] = Substring(lines[value].replacing(/: [0-9.]+/, with: ": -5"))
        let error = ImportHarness.error(importer, text: damaged.joined(separator: "\n"))
        #expect(error?.field == "glucose[1].value")
        #expect(error?.line == entry + 1)
    }

    @Test func anIDUsedTwiceNamesTheSecondEntrysLine() throws {
        let text = try fixtureText()
        var document = try read(Data(text.utf8))
        try #require(document.stress.count >= 2)
        document.stress[1].id = document.stress[0].id
        let error = ImportHarness.error(importer, text: String(decoding: try Self.pretty(document), as: UTF8.self))
        #expect(error?.field == "stress[1].id")
        let lines = String(decoding: try Self.pretty(document), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(error?.line)
        #expect(lines[line - 1].trimmingCharacters(in: .whitespaces) == "{")
        #expect(lines[line...].prefix { !$0.contains("}") }.contains { $0.contains(document.stress[0].id.uuidString) })
    }

    @Test func aDayPastTheJournalsHorizonIsRefusedByItsPlace() throws {
        var context = ImportHarness.context
        context.horizon = JournalHorizon(today: date("2026-01-01"))
        let error = ImportHarness.error(importer, text: try fixtureText(), context: context)
        #expect(error?.field?.hasPrefix("symptoms[0]") == true, "\(String(describing: error))")
        #expect(error?.message.contains("more than a day in the future") == true)
    }

    @Test func brokenJSONNamesItsLine() {
        let error = ImportHarness.error(importer, text: "{\n  \"format\": \"daybook-export\",\n  \"version\" 1\n}")
        #expect(error?.line == 3)
        #expect(error?.field == nil)
        #expect(ImportHarness.error(importer, text: "{\"version\": 1, \"exportedAt\": \"2026-01-01T00:00:00Z\"}")?.field == "format")
        #expect(ImportHarness.error(importer, text: "{\"format\": \"daybook-export\", \"version\": 1, \"exportedAt\": \"soon\"}")?.field == "exportedAt")
    }

    @Test func onlyDaybooksOwnExportIsRecognised() throws {
        let head = Data(try fixtureText().utf8).prefix(4_096)
        #expect(importer.detects(fileName: "anything.json", head: head))
        #expect(!importer.detects(fileName: "daybook-export.json", head: Data(#"{"format": "daybook", "version": 3}"#.utf8)))
        for fixture in ["flo-export.json", "clue-measurements.json", "health-auto-export.json", "nightscout-entries.json", "drip-export.csv"] {
            let other = try Data(contentsOf: ImportHarness.fixtureURL(fixture)).prefix(4_096)
            #expect(!importer.detects(fileName: fixture, head: other), "\(fixture)")
        }
    }

    static func pretty(_ document: ExportDocument) throws -> Data {
        let encoder = DaybookJSON.encoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(document)
    }
}
