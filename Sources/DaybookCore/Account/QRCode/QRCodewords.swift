/// The byte-mode data stream of a version, cut into blocks, each followed by its error
/// correction, interleaved so that a smudge spreads its damage over all blocks.
enum QRCodewords {
    static func make(for bytes: [UInt8], version: QRVersion) -> [UInt8] {
        let data = dataCodewords(for: bytes, version: version)
        var blocks: [[UInt8]] = []
        var start = 0
        for group in version.groups {
            for _ in 0..<group.blocks {
                blocks.append(Array(data[start..<start + group.dataCodewords]))
                start += group.dataCodewords
            }
        }
        let corrections = blocks.map { ReedSolomon.errorCorrection(for: $0, count: version.ecCodewordsPerBlock) }
        let longest = blocks.map(\.count).max() ?? 0
        var interleaved: [UInt8] = []
        interleaved.reserveCapacity(version.totalCodewords)
        for index in 0..<longest {
            for block in blocks where index < block.count { interleaved.append(block[index]) }
        }
        for index in 0..<version.ecCodewordsPerBlock {
            for correction in corrections { interleaved.append(correction[index]) }
        }
        return interleaved
    }

    /// Mode indicator 0100 (byte), the length, the bytes, then a terminator and the
    /// alternating pad bytes 0xEC 0x11 that fill the version's data capacity.
    static func dataCodewords(for bytes: [UInt8], version: QRVersion) -> [UInt8] {
        let capacityBits = version.dataCodewords * 8
        var buffer = QRBitBuffer()
        buffer.append(0b0100, bitCount: 4)
        buffer.append(bytes.count, bitCount: version.characterCountBits)
        for byte in bytes { buffer.append(Int(byte), bitCount: 8) }
        buffer.append(0, bitCount: min(4, capacityBits - buffer.count))
        var codewords = buffer.bytes
        for pad in 0..<(version.dataCodewords - codewords.count) {
            codewords.append(pad.isMultiple(of: 2) ? 0xEC : 0x11)
        }
        return codewords
    }
}
