import DaybookCore
import DaybookFormats
import Foundation
import PropertyBased
import Testing

/// Health Auto Export posts under random bytes, random token text and damaged fixtures.
@Suite(.timeLimit(.minutes(1))) struct HealthAutoExportFuzzTests {
    static let importer = HealthAutoExportImporter()
    static let words = [
        "{", "}", "[", "]", ",", ":", "\"data\"", "\"metrics\"", "\"workouts\"", "\"name\"", "\"units\"", "\"qty\"",
        "\"date\"", "\"source\"", "\"blood_glucose\"", "\"sleep_analysis\"", "\"carbohydrates\"", "\"menstrual_flow\"",
        "\"value\"", "\"startDate\"", "\"endDate\"", "\"start\"", "\"end\"", "\"duration\"", "\"mg/dL\"", "\"lb\"",
        "\"2024-02-06 07:45:00 -0500\"", "\"Heavy\"", "104", "0", "1", "true", "null",
    ]

    @Test func randomBytes() async {
        await propertyCheck(count: 300, input: ImporterFuzzCheck.randomBytes) { bytes in
            ImporterFuzzCheck.check(Self.importer, bytes)
        }
    }

    @Test func tokenText() async {
        await propertyCheck(count: 500, input: ImporterFuzzCheck.tokenLines(words: Self.words)) { text in
            ImporterFuzzCheck.check(Self.importer, Array("{\"data\":{\"metrics\":[".utf8) + text)
        }
    }

    @Test func damagedFixture() async {
        let valid = ImporterFuzzCheck.fixture("health-auto-export.json")
        #expect(!valid.isEmpty)
        await propertyCheck(count: 500, input: ByteMutation.edits) { edits in
            ImporterFuzzCheck.check(Self.importer, ByteMutation.applying(edits, to: valid))
        }
    }

    /// Nesting is counted, not recursed: skipping or reading a deep value costs no stack.
    @Test func deeplyNestedValuesAreRefusedOrRead() {
        for depth in [10, 1_000, 100_000] {
            let deep = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            ImporterFuzzCheck.check(Self.importer, Array("{\"data\":{\"ecg\":[\(deep)],\"metrics\":[{\"name\":\"blood_glucose\",\"units\":\"mg/dL\",\"data\":[{\"a\":\(deep)}]}]}}".utf8))
        }
    }
}
