/// One QR code version (size) at error-correction level M, the only level Daybook uses:
/// a middle ground between capacity and tolerance of a phone camera's glare.
struct QRVersion: Sendable, Equatable {
    /// One group of equally long blocks: how many blocks, and the data codewords in each.
    struct BlockGroup: Sendable, Equatable {
        let blocks: Int
        let dataCodewords: Int
    }

    let number: Int
    let totalCodewords: Int
    let ecCodewordsPerBlock: Int
    let groups: [BlockGroup]
    /// Centre row/column of the alignment patterns (ISO/IEC 18004 Annex E).
    let alignmentCentres: [Int]

    var size: Int { 17 + 4 * number }
    var dataCodewords: Int { groups.reduce(0) { $0 + $1.blocks * $1.dataCodewords } }
    /// Byte mode spends 8 bits on the length up to version 9, 16 from version 10 on.
    var characterCountBits: Int { number < 10 ? 8 : 16 }
    /// Bytes that fit after the 4-bit mode indicator and the length.
    var byteCapacity: Int { (dataCodewords * 8 - 4 - characterCountBits) / 8 }

    /// The smallest version whose capacity holds `byteCount` bytes, nil past version 10.
    static func smallest(fitting byteCount: Int) -> QRVersion? {
        all.first { $0.byteCapacity >= byteCount }
    }

    /// ISO/IEC 18004 Table 9, level M, versions 1–10; an otpauth URI needs about version 6–8.
    static let all: [QRVersion] = [
        QRVersion(1, total: 26, ec: 10, [(1, 16)], alignment: []),
        QRVersion(2, total: 44, ec: 16, [(1, 28)], alignment: [6, 18]),
        QRVersion(3, total: 70, ec: 26, [(1, 44)], alignment: [6, 22]),
        QRVersion(4, total: 100, ec: 18, [(2, 32)], alignment: [6, 26]),
        QRVersion(5, total: 134, ec: 24, [(2, 43)], alignment: [6, 30]),
        QRVersion(6, total: 172, ec: 16, [(4, 27)], alignment: [6, 34]),
        QRVersion(7, total: 196, ec: 18, [(4, 31)], alignment: [6, 22, 38]),
        QRVersion(8, total: 242, ec: 22, [(2, 38), (2, 39)], alignment: [6, 24, 42]),
        QRVersion(9, total: 292, ec: 22, [(3, 36), (2, 37)], alignment: [6, 26, 46]),
        QRVersion(10, total: 346, ec: 26, [(4, 43), (1, 44)], alignment: [6, 28, 50]),
    ]

    private init(_ number: Int, total: Int, ec: Int, _ groups: [(Int, Int)], alignment: [Int]) {
        self.number = number
        self.totalCodewords = total
        self.ecCodewordsPerBlock = ec
        self.groups = groups.map { BlockGroup(blocks: $0.0, dataCodewords: $0.1) }
        self.alignmentCentres = alignment
    }
}
