import DaybookCore
import DaybookFormats
import Foundation
import PropertyBased
import Testing
import ZIPFoundation

/// Apple Health's export.xml (through libxml2) and export.zip under random and damaged input.
@Suite(.timeLimit(.minutes(2))) struct AppleHealthFuzzTests {
    static let importer = AppleHealthImporter()
    static let words = [
        "<HealthData>", "</HealthData>", "<Record ", "<Workout ", "<Correlation>", "</Correlation>", "/>", ">",
        "type=\"HKQuantityTypeIdentifierBloodGlucose\"", "type=\"HKCategoryTypeIdentifierMenstrualFlow\"",
        "type=\"HKCategoryTypeIdentifierSleepAnalysis\"", "type=\"HKCategoryTypeIdentifierMindfulSession\"",
        "value=\"HKCategoryValueSleepAnalysisAsleepCore\"", "unit=\"mg/dL\"", "unit=\"mmol<180.1558800000541>/L\"",
        "value=\"104\"", "startDate=\"2024-01-01 08:00:00 +0100\"", "endDate=\"2024-01-01 09:00:00 +0100\"",
        "duration=\"30\"", "durationUnit=\"hr\"", "workoutActivityType=\"HKWorkoutActivityTypeYoga\"",
        "</Record>", "<MetadataEntry ", "key=\"HKInsulinDeliveryReason\"", "value=\"2\"", "<ActivitySummary ",
        "type=\"HKQuantityTypeIdentifierInsulinDelivery\"", "unit=\"IU\"", "type=\"HKQuantityTypeIdentifierDietaryCarbohydrates\"",
        "unit=\"g\"", "type=\"HKQuantityTypeIdentifierBodyMass\"", "unit=\"kg\"",
        "type=\"HKQuantityTypeIdentifierBasalBodyTemperature\"", "unit=\"degC\"",
        "type=\"HKCategoryTypeIdentifierCervicalMucusQuality\"", "value=\"HKCategoryValueCervicalMucusQualityEggWhite\"",
        "type=\"HKCategoryTypeIdentifierOvulationTestResult\"", "value=\"HKCategoryValueOvulationTestResultNegative\"",
    ]

    @Test func randomBytes() async {
        await propertyCheck(count: 200, input: ImporterFuzzCheck.randomBytes) { bytes in
            ImporterFuzzCheck.check(Self.importer, bytes)
        }
    }

    @Test func tokenElements() async {
        await propertyCheck(count: 400, input: ImporterFuzzCheck.tokenLines(words: Self.words)) { text in
            ImporterFuzzCheck.check(Self.importer, Array("<HealthData>\n".utf8) + text + Array("\n</HealthData>\n".utf8))
        }
    }

    @Test(arguments: ["apple-health-export.xml", "apple-health-body-and-food.xml"])
    func damagedFixture(fixture: String) async {
        let valid = ImporterFuzzCheck.fixture(fixture)
        #expect(!valid.isEmpty)
        await propertyCheck(count: 400, input: ByteMutation.edits) { edits in
            ImporterFuzzCheck.check(Self.importer, ByteMutation.applying(edits, to: valid))
        }
    }

    /// A damaged export.zip is refused with an `ImportError` or unpacks to something the XML reader handles.
    @Test func damagedZip() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-zipfuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let valid = folder.appendingPathComponent("valid.zip")
        let archive = try Archive(url: valid, accessMode: .create)
        try archive.addEntry(with: "apple_health_export/export.xml", fileURL: ImportHarness.fixtureURL("apple-health-export.xml"),
                             compressionMethod: .deflate)
        let bytes = try Array(Data(contentsOf: valid))
        await propertyCheck(count: 300, input: ByteMutation.edits) { edits in
            let damaged = folder.appendingPathComponent("\(UUID().uuidString).zip")
            defer { try? FileManager.default.removeItem(at: damaged) }
            do {
                try Data(ByteMutation.applying(edits, to: bytes)).write(to: damaged)
                let unpacked = try ImportArchive.unpackAppleHealthExport(damaged)
                defer { try? FileManager.default.removeItem(at: unpacked) }
                ImporterFuzzCheck.check(Self.importer, try Array(Data(contentsOf: unpacked)))
            } catch is ImportError {
                // Refused: what a damaged zip should get.
            } catch {
                Issue.record("unpacking threw \(type(of: error)) \(error) after \(edits)")
            }
        }
    }
}
