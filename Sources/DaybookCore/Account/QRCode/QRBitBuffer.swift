/// Bits appended most significant first, as the QR data stream is written.
struct QRBitBuffer: Sendable {
    private(set) var bits: [Bool] = []

    var count: Int { bits.count }

    mutating func append(_ value: Int, bitCount: Int) {
        for shift in stride(from: bitCount - 1, through: 0, by: -1) {
            bits.append((value >> shift) & 1 == 1)
        }
    }

    /// Whole bytes; a last partial byte is padded with zeros.
    var bytes: [UInt8] {
        stride(from: 0, to: bits.count, by: 8).map { start in
            (0..<8).reduce(UInt8(0)) { byte, offset in
                let index = start + offset
                return byte << 1 | (index < bits.count && bits[index] ? 1 : 0)
            }
        }
    }
}
