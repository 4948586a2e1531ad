import Foundation
import ZIPFoundation

/// Apple Health gives `export.zip`: its `apple_health_export/export.xml` is streamed out to a
/// temporary file (never whole into memory), and that file is imported. Other files are read as they are.
public enum ImportArchive {
    /// A zip file starts with "PK\u{3}\u{4}".
    public static func isZip(_ head: Data) -> Bool {
        head.starts(with: [0x50, 0x4B, 0x03, 0x04])
    }

    /// The export.xml inside `zip`, unpacked next to the system's temporary files; the caller removes it.
    public static func unpackAppleHealthExport(_ zip: URL) throws -> URL {
        let archive: Archive
        do {
            archive = try Archive(url: zip, accessMode: .read)
        } catch {
            throw ImportError(line: nil, field: nil, "the zip file cannot be opened")
        }
        // The main export, not export_cda.xml (clinical documents) beside it.
        guard let entry = archive.first(where: { $0.type == .file && ($0.path == "export.xml" || $0.path.hasSuffix("/export.xml")) }) else {
            throw ImportError(line: nil, field: nil, "the zip file holds no export.xml; is it Apple Health's export?")
        }
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-export-\(UUID().uuidString).xml")
        guard FileManager.default.createFile(atPath: target.path, contents: nil) else {
            throw ImportError(line: nil, field: nil, "there is no room to unpack the zip file")
        }
        let handle = try FileHandle(forWritingTo: target)
        defer { try? handle.close() }
        do {
            let source = try FileHandle(forReadingFrom: zip)
            defer { try? source.close() }
            if let data = try ZipEntryData.locate(in: source, name: "export.xml", suffix: "/export.xml") {
                try data.extract(from: source, expectedCRC32: entry.checksum) { chunk in try handle.write(contentsOf: chunk) }
            } else {
                _ = try archive.extract(entry) { chunk in try handle.write(contentsOf: chunk) }
            }
        } catch {
            try? FileManager.default.removeItem(at: target)
            throw ImportError(line: nil, field: nil, "the zip file is damaged: export.xml cannot be unpacked")
        }
        return target
    }
}
