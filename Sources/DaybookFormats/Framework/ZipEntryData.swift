import Foundation
import ZIPFoundation

/// Where one entry's bytes lie in a zip file, read from the central directory and the entry's local
/// header, so its data can be inflated with a bounded provider: ZIPFoundation 0.9.20's own extract
/// loops forever when a damaged deflate stream never ends (it keeps asking for bytes past the end).
/// Zip64 archives are not located here (nil): they go through ZIPFoundation's extract as before.
struct ZipEntryData {
    struct DamagedEntry: Error {}

    var dataOffset: UInt64
    var compressedSize: UInt64
    var isDeflated: Bool

    /// The entry whose name ends with `suffix` (or is `name`), from the file's end records.
    static func locate(in file: FileHandle, name: String, suffix: String) throws -> ZipEntryData? {
        let size = try file.seekToEnd()
        // The end-of-central-directory record: 22 bytes plus a comment of up to 65,535.
        let tailLength = min(size, 22 + 65_535)
        try file.seek(toOffset: size - tailLength)
        let tail = [UInt8](try file.read(upToCount: Int(tailLength)) ?? Data())
        guard tail.count >= 22,
              let end = stride(from: tail.count - 22, through: 0, by: -1).first(where: { tail.uint32(at: $0) == 0x0605_4B50 })
        else { return nil }
        let directorySize = UInt64(tail.uint32(at: end + 12)), directoryOffset = UInt64(tail.uint32(at: end + 16))
        guard directorySize != 0xFFFF_FFFF, directoryOffset != 0xFFFF_FFFF, directoryOffset + directorySize <= size else { return nil }
        try file.seek(toOffset: directoryOffset)
        let directory = [UInt8](try file.read(upToCount: Int(directorySize)) ?? Data())
        var at = 0
        while at + 46 <= directory.count, directory.uint32(at: at) == 0x0201_4B50 {
            let method = directory.uint16(at: at + 10)
            let compressed = UInt64(directory.uint32(at: at + 20))
            let nameLength = Int(directory.uint16(at: at + 28))
            let extraLength = Int(directory.uint16(at: at + 30)), commentLength = Int(directory.uint16(at: at + 32))
            let localOffset = UInt64(directory.uint32(at: at + 42))
            guard at + 46 + nameLength <= directory.count else { return nil }
            let path = String(decoding: directory[(at + 46)..<(at + 46 + nameLength)], as: UTF8.self)
            if path == name || path.hasSuffix(suffix) {
                guard compressed != 0xFFFF_FFFF, localOffset != 0xFFFF_FFFF, method == 0 || method == 8 else { return nil }
                try file.seek(toOffset: localOffset)
                let header = [UInt8](try file.read(upToCount: 30) ?? Data())
                guard header.count == 30, header.uint32(at: 0) == 0x0403_4B50 else { return nil }
                let dataOffset = localOffset + 30 + UInt64(header.uint16(at: 26)) + UInt64(header.uint16(at: 28))
                guard dataOffset + compressed <= size else { return nil }
                return ZipEntryData(dataOffset: dataOffset, compressedSize: compressed, isDeflated: method == 8)
            }
            at += 46 + nameLength + extraLength + commentLength
        }
        return nil
    }

    /// Inflates (or copies) the entry into `consumer`; a stream that has not ended when its bytes are
    /// used up is damaged, and so is one whose CRC-32 differs from the archive's.
    func extract(from file: FileHandle, expectedCRC32: UInt32, into consumer: (Data) throws -> Void) throws {
        try file.seek(toOffset: dataOffset)
        let total = compressedSize
        let provider: (Int64, Int) throws -> Data = { position, chunkSize in
            guard UInt64(position) < total else { throw DamagedEntry() }
            return try file.read(upToCount: Int(min(UInt64(chunkSize), total - UInt64(position)))) ?? Data()
        }
        let checksum: UInt32
        if isDeflated {
            checksum = try Data.decompress(size: Int64(total), bufferSize: 64 * 1024, skipCRC32: false,
                                           provider: provider, consumer: consumer)
        } else {
            var crc: UInt32 = 0
            var position: Int64 = 0
            while UInt64(position) < total {
                let chunk = try provider(position, 64 * 1024)
                guard !chunk.isEmpty else { throw DamagedEntry() }
                position += Int64(chunk.count)
                crc = chunk.crc32(checksum: crc)
                try consumer(chunk)
            }
            checksum = crc
        }
        guard checksum == expectedCRC32 else { throw DamagedEntry() }
    }
}

private extension [UInt8] {
    func uint16(at index: Int) -> UInt16 {
        UInt16(self[index]) | UInt16(self[index + 1]) << 8
    }

    func uint32(at index: Int) -> UInt32 {
        UInt32(uint16(at: index)) | UInt32(uint16(at: index + 2)) << 16
    }
}
