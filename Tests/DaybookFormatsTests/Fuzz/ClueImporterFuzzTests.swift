import DaybookCore
import DaybookFormats
import Foundation
import PropertyBased
import Testing

/// Clue's measurements under random bytes, random token text and a damaged fixture.
@Suite(.timeLimit(.minutes(1))) struct ClueImporterFuzzTests {
    static let importer = ClueImporter()
    static let words = [
        "{", "}", "[", "]", ",", ":", "\"type\"", "\"id\"", "\"date\"", "\"value\"", "\"option\"", "\"period\"", "\"spotting\"",
        "\"discharge\"", "\"bbt\"", "\"feelings\"", "\"celsius\"", "\"excluded\"", "\"medium\"", "\"egg_white\"", "\"happy\"",
        "\"2025-01-06\"", "36.5", "0", "true",
    ]

    @Test func randomBytes() async {
        await propertyCheck(count: 300, input: ImporterFuzzCheck.randomBytes) { bytes in
            ImporterFuzzCheck.check(Self.importer, bytes)
        }
    }

    @Test func tokenText() async {
        await propertyCheck(count: 500, input: ImporterFuzzCheck.tokenLines(words: Self.words)) { text in
            ImporterFuzzCheck.check(Self.importer, Array("[".utf8) + text)
        }
    }

    @Test func damagedFixture() async {
        let valid = ImporterFuzzCheck.fixture("clue-measurements.json")
        #expect(!valid.isEmpty)
        await propertyCheck(count: 500, input: ByteMutation.edits) { edits in
            ImporterFuzzCheck.check(Self.importer, ByteMutation.applying(edits, to: valid))
        }
    }
}
