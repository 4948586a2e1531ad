import DaybookCore
import DaybookLocales
@testable import DaybookFormats
import Foundation
import Testing

/// Every refusal of an import is a problem any language can word: the English reads as it always did,
/// the parts it embeds (what the reader expected, the file's own names) are worded in the same language,
/// and no English-only message can creep back into the importers.
@Suite struct ImportErrorWordingTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/DaybookFormats")

    /// An `ImportError` or an `error(…)` helper handed a string literal as its message.
    static let bareMessage = #"ImportError\(line:[^\n]*?field:\s*(nil|"[^"\n]*"|[^,"\n]+),\s*"|\b(error|metricError)\((nil|"[^"\n]*"|[\w.]+),\s*"|\berror\("[^"\n]*"\)"#

    @Test func noImporterWritesAnEnglishOnlyMessage() throws {
        let files = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 50, "\(Self.sources.path)")
        let pattern = try Regex(Self.bareMessage)
        var bare: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            bare += text.matches(of: pattern).map { "\(file.lastPathComponent): \(text[$0.range])" }
        }
        #expect(bare.isEmpty, "\(bare)")
    }

    @Test func aRefusedRowReadsAsBeforeInEnglishAndInTheReadersLanguage() {
        let error = ImportHarness.error(DripImporter(), text: "date,bleeding.value\n2024-03-06,9\n")
        #expect(error?.message == #""9" is not a bleeding value 0–3"#)
        #expect(error?.message(in: Catalogues.of(.de)) == #""9" ist kein Blutungswert 0–3."#)
        #expect(error?.message(in: Catalogues.of(.en)) == #""9" is not a bleeding value 0–3"#)
    }

    @Test func whatTheReaderExpectedIsWordedInTheSameLanguage() {
        let error = ImportHarness.error(FloImporter(), text: "[]")
        #expect(error?.message == "expected the export to be a JSON object")
        #expect(error?.message(in: Catalogues.of(.fr)) == "Doit être un objet JSON\u{00A0}: l’export.")
        // A place the file names keeps its own name in every language.
        let named = ImportError(line: 1, field: nil, Problem(.importExpectedObject, parts: ["what": .named("operationalData")]))
        #expect(named.message == "expected operationalData to be a JSON object")
        #expect(named.message(in: Catalogues.of(.de)) == "Muss ein JSON-Objekt sein: operationalData.")
    }

    @Test func aValueFromTheFileIsNeverFilledInAgain() {
        // A quoted value that reads like a placeholder stays as the file has it.
        let problem = Problem.quoting(.importUnknownWeightUnit, "{value}")
        #expect(problem.english == #"unknown weight unit "{value}""#)
        #expect(problem.text(in: Catalogues.of(.pl)) == #"Nieznana jednostka wagi: "{value}"."#)
    }
}
