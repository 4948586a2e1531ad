import DaybookCore
import DaybookFormats
import Foundation
import PropertyBased
import Testing

/// Nightscout JSON arrays under random bytes, random token text and damaged fixtures.
@Suite(.timeLimit(.minutes(1))) struct NightscoutImporterFuzzTests {
    static let importer = NightscoutImporter()
    static let words = [
        "[", "]", "{", "}", ",", ":", "\"type\"", "\"sgv\"", "\"mbg\"", "\"date\"", "\"_id\"", "\"eventType\"", "\"created_at\"",
        "\"insulin\"", "\"carbs\"", "\"glucose\"", "\"units\"", "\"mmol\"", "\"2024-01-01T08:00:00Z\"", "1704092400000", "104",
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

    @Test(arguments: ["nightscout-entries.json", "nightscout-treatments.json"])
    func damagedFixtures(fixture: String) async {
        let valid = ImporterFuzzCheck.fixture(fixture)
        #expect(!valid.isEmpty)
        await propertyCheck(count: 500, input: ByteMutation.edits) { edits in
            ImporterFuzzCheck.check(Self.importer, ByteMutation.applying(edits, to: valid))
        }
    }

    /// Deep nesting goes to Foundation's JSON parser whole; it must refuse, not overflow the stack.
    @Test func deeplyNestedObjectsAreRefusedOrRead() {
        for depth in [10, 1_000, 100_000] {
            let text = "[{\"a\":" + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}]"
            ImporterFuzzCheck.check(Self.importer, Array(text.utf8))
        }
    }
}
