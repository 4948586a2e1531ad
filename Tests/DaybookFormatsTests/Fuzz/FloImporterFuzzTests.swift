import DaybookCore
import DaybookFormats
import Foundation
import PropertyBased
import Testing

/// Flo's export under random bytes, random token text and a damaged fixture.
@Suite(.timeLimit(.minutes(1))) struct FloImporterFuzzTests {
    static let importer = FloImporter()
    static let words = [
        "{", "}", "[", "]", ",", ":", "\"operationalData\"", "\"cycles\"", "\"point_events_manual_v2\"", "\"notes\"",
        "\"period_start_date\"", "\"period_end_date\"", "\"period_intensity\"", "\"pregnant\"", "\"category\"", "\"subcategory\"",
        "\"local_date\"", "\"date\"", "\"properties\"", "\"value\"", "\"text\"", "\"Mood\"", "\"Happy\"", "\"Fluid\"", "\"Eggwhite\"",
        "\"Bbt\"", "\"Period\"", "\"2025-01-06 00:00:00.0\"", "\"{\\\"0\\\":2}\"", "36.5", "0", "3", "true", "null",
    ]

    @Test func randomBytes() async {
        await propertyCheck(count: 300, input: ImporterFuzzCheck.randomBytes) { bytes in
            ImporterFuzzCheck.check(Self.importer, bytes)
        }
    }

    @Test func tokenText() async {
        await propertyCheck(count: 500, input: ImporterFuzzCheck.tokenLines(words: Self.words)) { text in
            ImporterFuzzCheck.check(Self.importer, Array("{\"operationalData\":{\"point_events_manual_v2\":[".utf8) + text)
        }
    }

    @Test func damagedFixture() async {
        let valid = ImporterFuzzCheck.fixture("flo-export.json")
        #expect(!valid.isEmpty)
        await propertyCheck(count: 500, input: ByteMutation.edits) { edits in
            ImporterFuzzCheck.check(Self.importer, ByteMutation.applying(edits, to: valid))
        }
    }
}
