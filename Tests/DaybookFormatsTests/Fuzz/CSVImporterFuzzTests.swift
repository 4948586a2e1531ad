import DaybookCore
import DaybookFormats
import Foundation
import PropertyBased
import Testing

/// drip, Track & Graph and Daylio CSV under random bytes, random token rows and damaged fixtures:
/// each reads the file or throws an `ImportError` with a line of the file (`ImporterFuzzCheck`).
@Suite(.timeLimit(.minutes(1))) struct CSVImporterFuzzTests {
    static let formats: [(importer: any JournalImporter, fixture: String, words: [String])] = [
        (DripImporter(), "drip-export.csv", ["date", "bleeding.value", "0", "1", "2", "3", "4", "2024-03-07"]),
        (TrackAndGraphImporter(), "track-and-graph.csv",
         ["FeatureName", "Timestamp", "Value", "Stress", "Sleep", "Glucose", "Glucose (mmol/L)", "2024-02-01T09:30:00.000+01:00", "6", "7.5"]),
        (DaylioImporter(), "daylio.csv", ["full_date", "mood", "rad", "good", "meh", "bad", "awful", "2024-02-03", "21:10"]),
    ]

    @Test(arguments: 0..<3) func randomBytes(format: Int) async {
        let importer = Self.formats[format].importer
        await propertyCheck(count: 300, input: ImporterFuzzCheck.randomBytes) { bytes in
            ImporterFuzzCheck.check(importer, bytes)
        }
    }

    /// The fixture's header, then rows of tokens: every row reaches the field parsers.
    @Test(arguments: 0..<3) func tokenRowsUnderARealHeader(format: Int) async {
        let (importer, fixture, words) = Self.formats[format]
        let header = Array(ImporterFuzzCheck.fixture(fixture).prefix { $0 != UInt8(ascii: "\n") }) + [UInt8(ascii: "\n")]
        await propertyCheck(count: 400, input: ImporterFuzzCheck.tokenLines(words: words)) { rows in
            ImporterFuzzCheck.check(importer, header + rows)
        }
    }

    @Test(arguments: 0..<3) func damagedFixtures(format: Int) async {
        let (importer, fixture, _) = Self.formats[format]
        let valid = ImporterFuzzCheck.fixture(fixture)
        #expect(!valid.isEmpty)
        await propertyCheck(count: 500, input: ByteMutation.edits) { edits in
            ImporterFuzzCheck.check(importer, ByteMutation.applying(edits, to: valid))
        }
    }
}
