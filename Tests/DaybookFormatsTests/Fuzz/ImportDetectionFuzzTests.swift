import DaybookFormats
import Foundation
import PropertyBased
import Testing

/// Format detection reads the first bytes of any upload: it answers, without trapping, for any bytes and
/// any name; every fixture is detected as its own format.
@Suite struct ImportDetectionFuzzTests {
    @Test func anyHeadAndNameGetAnAnswer() async {
        let names = ["export.xml", "export.zip", "drip.csv", "", "entries.json", "\u{0}", String(repeating: "a", count: 300)]
        await propertyCheck(count: 1_000, input: ImporterFuzzCheck.randomBytes, Gen.int(in: 0...(names.count - 1))) { bytes, name in
            _ = Importers.detect(fileName: names[name], head: Data(bytes))
        }
    }

    @Test func damagedFixturesAreDetectedOrNot() async {
        let fixtures: [(String, ImportFormat)] = [
            ("drip-export.csv", .drip), ("track-and-graph.csv", .trackAndGraph), ("daylio.csv", .daylio),
            ("nightscout-entries.json", .nightscout), ("apple-health-export.xml", .appleHealth),
            ("health-auto-export.json", .healthAutoExport), ("clue-measurements.json", .clue),
            ("flo-export.json", .flo), ("daybook-export.json", .daybook),
        ]
        let files = fixtures.map { ImporterFuzzCheck.fixture($0.0) }
        #expect(zip(files, fixtures).allSatisfy { Importers.detect(fileName: "upload", head: Data($0)).map(\.format) == $1.1 })
        await propertyCheck(count: 1_000, input: ByteMutation.edits, Gen.int(in: 0...(fixtures.count - 1))) { edits, index in
            let head = Data(ByteMutation.applying(edits, to: files[index]).prefix(4_096))
            // Damage can hide a format's marks or (rarely) spell another's; either way detection answers.
            _ = Importers.detect(fileName: "upload", head: head)
        }
    }
}
