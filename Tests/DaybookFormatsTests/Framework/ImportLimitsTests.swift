import DaybookFormats
import Foundation
import Testing
import ZIPFoundation

/// A small hostile file stays a small load: a zip bomb stops at its allowance, one huge JSON object
/// or CSV field is refused at its cap, and an error quotes only the start of a bad value.
@Suite struct ImportLimitsTests {
    /// 30 MB of one repeated line packs into ~30 KB: far beyond any real export's ratio. The unpacking
    /// stops at 200 times the packed size and leaves no file behind.
    @Test func aZipBombStopsAtItsAllowanceAndLeavesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-bomb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let zip = folder.appendingPathComponent("export.zip")
        let chunk = Data(repeating: UInt8(ascii: " "), count: 1 << 20)
        let size = 30 << 20
        try Archive(url: zip, accessMode: .create).addEntry(
            with: "apple_health_export/export.xml", type: .file, uncompressedSize: Int64(size), compressionMethod: .deflate
        ) { position, length in chunk.prefix(min(length, size - Int(position))) }
        let packed = try FileManager.default.attributesOfItem(atPath: zip.path)[.size] as? Int ?? 0
        #expect(packed < size / 200, "packed to \(packed) bytes")

        let before = Set(try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()))
        let error = #expect(throws: ImportError.self) { try ImportArchive.unpackAppleHealthExport(zip) }
        #expect(error?.message.contains("200 times") == true, "\(String(describing: error))")
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())).subtracting(before)
        #expect(left.filter { $0.hasPrefix("daybook-export-") }.isEmpty)
    }

    @Test func anEntryMayUnpackToTwoHundredTimesItsSizeAndNeverMoreThanEightGigabytes() {
        #expect(ImportLimits.unpackAllowance(packed: 10) == 1 << 20)
        #expect(ImportLimits.unpackAllowance(packed: 30 << 20) == 6_000 << 20)
        #expect(ImportLimits.unpackAllowance(packed: 100 << 20) == 8 << 30)
        #expect(ImportLimits.unpackAllowance(packed: .max) == 8 << 30)
    }

    @Test func oneHugeJSONObjectIsRefusedAtItsCap() {
        let huge = "[{\"type\": \"sgv\", \"note\": \"" + String(repeating: "x", count: 5 << 20) + "\"}]"
        let error = ImportHarness.error(NightscoutImporter(), text: huge)
        #expect(error?.line == 1)
        #expect(error?.message.contains("longer than 4 MB") == true, "\(String(describing: error))")
    }

    @Test func oneHugeCSVFieldIsRefusedAtItsCapAndErrorsQuoteAShortPrefix() {
        let header = "date,bleeding.value,bleeding.exclude\n"
        let long = ImportHarness.error(DripImporter(), text: header + "2024-01-01," + String(repeating: "9", count: 2 << 20) + ",false\n")
        #expect(long?.line == 2)
        #expect(long?.message.contains("longer than 1 MB") == true, "\(String(describing: long))")

        let bad = ImportHarness.error(DripImporter(), text: header + "2024-01-01," + String(repeating: "7", count: 500_000) + ",false\n")
        #expect(bad?.field == "bleeding.value")
        #expect((bad?.description.count ?? .max) < 200, "\(bad?.description.prefix(300) ?? "")")
        #expect(bad?.message.hasPrefix("\"" + String(repeating: "7", count: 40) + "…\"") == true)
    }
}
