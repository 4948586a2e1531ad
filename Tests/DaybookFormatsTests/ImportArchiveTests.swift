import DaybookFormats
import Foundation
import Testing
import ZIPFoundation

/// Apple Health's export.zip: the export.xml inside is unpacked and reads like the bare file.
@Suite struct ImportArchiveTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Deflated, as Apple Health writes it, and stored (no compression), as some zip tools repack it.
    @Test(arguments: [true, false]) func theExportInsideTheZipIsUnpackedWhole(deflated: Bool) throws {
        let xml = Self.fixtures.appendingPathComponent("apple-health-export.xml")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-zip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let zip = folder.appendingPathComponent("export.zip")
        let archive = try Archive(url: zip, accessMode: .create)
        let cda = folder.appendingPathComponent("export_cda.xml")
        try Data("<cda/>".utf8).write(to: cda)
        try archive.addEntry(with: "apple_health_export/export_cda.xml", fileURL: cda, compressionMethod: .deflate)
        try archive.addEntry(with: "apple_health_export/export.xml", fileURL: xml, compressionMethod: deflated ? .deflate : .none)

        let head = try FileHandle(forReadingFrom: zip).read(upToCount: 4) ?? Data()
        #expect(ImportArchive.isZip(head))
        let unpacked = try ImportArchive.unpackAppleHealthExport(zip)
        defer { try? FileManager.default.removeItem(at: unpacked) }
        #expect(try Data(contentsOf: unpacked) == Data(contentsOf: xml))
        #expect(!ImportArchive.isZip(try Data(contentsOf: xml).prefix(4)))
    }

    @Test func aZipWithoutAnExportOrADamagedOneIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-zip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let other = folder.appendingPathComponent("other.zip")
        let archive = try Archive(url: other, accessMode: .create)
        let notes = folder.appendingPathComponent("notes.txt")
        try Data("hi".utf8).write(to: notes)
        try archive.addEntry(with: "notes.txt", fileURL: notes)
        #expect(throws: ImportError.self) { try ImportArchive.unpackAppleHealthExport(other) }

        let broken = folder.appendingPathComponent("broken.zip")
        try Data([0x50, 0x4B, 0x03, 0x04, 1, 2, 3]).write(to: broken)
        #expect(throws: ImportError.self) { try ImportArchive.unpackAppleHealthExport(broken) }
    }

    /// A byte of the export's data changed: the CRC-32 no longer matches, and nothing half-unpacked is kept.
    @Test(arguments: [true, false]) func aChangedByteIsFoundByTheChecksum(deflated: Bool) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-zip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let xml = folder.appendingPathComponent("export.xml")
        try Data(String(repeating: "<Record type=\"HKQuantityTypeIdentifierStepCount\" value=\"12\"/>\n", count: 200).utf8).write(to: xml)
        let zip = folder.appendingPathComponent("export.zip")
        try Archive(url: zip, accessMode: .create).addEntry(with: "apple_health_export/export.xml", fileURL: xml,
                                                             compressionMethod: deflated ? .deflate : .none)
        var bytes = try Data(contentsOf: zip)
        // The entry's data starts after its 30-byte local header and name (29 bytes, no extra field).
        let inData = 30 + 29 + 5
        bytes[inData] ^= 0x01
        try bytes.write(to: zip)
        #expect(throws: ImportError.self) { try ImportArchive.unpackAppleHealthExport(zip) }
    }
}
