import DaybookCore
import DaybookFormats
import Foundation
import PropertyBased
import Testing

/// Daybook's own export under random bytes, random token text and a damaged fixture.
@Suite(.timeLimit(.minutes(1))) struct DaybookExportImporterFuzzTests {
    static let importer = DaybookExportImporter()
    static let words = [
        "{", "}", "[", "]", ",", ":", "\"format\"", "\"daybook-export\"", "\"version\"", "1", "\"exportedAt\"", "\"profile\"",
        "\"glucose\"", "\"symptoms\"", "\"favourites\"", "\"timelines\"", "\"runs\"", "\"id\"", "\"date\"", "\"time\"", "\"value\"",
        "\"unit\"", "\"mg/dL\"", "\"2026-05-04\"", "\"2026-05-04T09:00:00Z\"", "\"3F2504E0-4F89-11D3-9A0C-0305E82C3301\"",
        "\"webhook\"", "\"nightscoutDocuments\"", "36.5", "-5", "true", "null",
    ]

    @Test func randomBytes() async {
        await propertyCheck(count: 300, input: ImporterFuzzCheck.randomBytes) { bytes in
            ImporterFuzzCheck.check(Self.importer, bytes)
        }
    }

    @Test func tokenText() async {
        await propertyCheck(count: 500, input: ImporterFuzzCheck.tokenLines(words: Self.words)) { text in
            ImporterFuzzCheck.check(Self.importer, Array("{\"format\":\"daybook-export\",\"version\":1,".utf8) + text)
        }
    }

    @Test func damagedFixture() async {
        let valid = ImporterFuzzCheck.fixture("daybook-export.json")
        #expect(!valid.isEmpty)
        await propertyCheck(count: 300, input: ByteMutation.edits) { edits in
            ImporterFuzzCheck.check(Self.importer, ByteMutation.applying(edits, to: valid))
        }
    }
}
