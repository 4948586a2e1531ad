import DaybookImport
import Foundation
import Testing
import ZIPFoundation

/// Apple Health's export.zip: the export.xml inside is unpacked and reads like the bare file.
@Suite struct ImportArchiveTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test func theExportInsideTheZipIsUnpackedWhole() throws {
        let xml = Self.fixtures.appendingPathComponent("apple-health-export.xml")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-zip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let zip = folder.appendingPathComponent("export.zip")
        let archive = try Archive(url: zip, accessMode: .create)
        let cda = folder.appendingPathComponent("export_cda.xml")
        try Data("<cda/>".utf8).write(to: cda)
        try archive.addEntry(with: "apple_health_export/export_cda.xml", fileURL: cda, compressionMethod: .deflate)
        try archive.addEntry(with: "apple_health_export/export.xml", fileURL: xml, compressionMethod: .deflate)

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
}
