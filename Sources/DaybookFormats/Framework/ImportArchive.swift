import DaybookCore
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
            throw ImportError(line: nil, field: nil, .importZipUnopenable)
        }
        // The main export, not export_cda.xml (clinical documents) beside it.
        guard let entry = archive.first(where: { $0.type == .file && ($0.path == "export.xml" || $0.path.hasSuffix("/export.xml")) }) else {
            throw ImportError(line: nil, field: nil, .importZipNoExportXML)
        }
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-export-\(UUID().uuidString).xml")
        guard FileManager.default.createFile(atPath: target.path, contents: nil) else {
            throw ImportError(line: nil, field: nil, .importNoRoomToUnpack)
        }
        let handle = try FileHandle(forWritingTo: target)
        defer { try? handle.close() }
        // Counted as it is written, whatever the archive declares: a bomb stops at its allowance.
        let allowance = ImportLimits.unpackAllowance(packed: entry.compressedSize)
        var written: UInt64 = 0
        let write: (Data) throws -> Void = { chunk in
            written += UInt64(chunk.count)
            guard written <= allowance else { throw UnpackedTooLarge() }
            try handle.write(contentsOf: chunk)
        }
        do {
            let source = try FileHandle(forReadingFrom: zip)
            defer { try? source.close() }
            if let data = try ZipEntryData.locate(in: source, name: "export.xml", suffix: "/export.xml") {
                try data.extract(from: source, expectedCRC32: entry.checksum, into: write)
            } else {
                _ = try archive.extract(entry, consumer: write)
            }
        } catch is UnpackedTooLarge {
            try? FileManager.default.removeItem(at: target)
            throw ImportError(line: nil, field: nil, allowance == ImportLimits.largestUnpacked
                ? Problem(.importUnpacksTooLarge, ["size": "\(ImportLimits.largestUnpacked >> 30)"])
                : Problem(.importUnpacksTooMuch, ["ratio": "\(ImportLimits.unpackRatio)"]))
        } catch {
            try? FileManager.default.removeItem(at: target)
            throw ImportError(line: nil, field: nil, .importZipDamaged)
        }
        return target
    }
}

private struct UnpackedTooLarge: Error {}
