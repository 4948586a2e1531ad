/// A bracket class or an escape such as `\d`: ranges of scalars, perhaps negated.
struct PatternCharacterSet: Sendable, Equatable {
    var ranges: [ClosedRange<UInt32>]
    var negated: Bool

    init(_ ranges: [ClosedRange<UInt32>], negated: Bool = false) {
        self.ranges = ranges
        self.negated = negated
    }

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return ranges.contains { $0.contains(value) } != negated
    }

    static let digits = Self([48...57])
    static let wordCharacters = Self([48...57, 65...90, 95...95, 97...122])
    /// JavaScript's `\s`: white space and line terminators.
    static let whiteSpace = Self([9...13, 32...32, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029,
                                  0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF])
    /// `.` matches everything but the line terminators.
    static let anyButLineTerminator = Self([10...10, 13...13, 0x2028...0x2029], negated: true)

    var inverted: Self { Self(ranges, negated: !negated) }

    static func isWordCharacter(_ scalar: Unicode.Scalar?) -> Bool {
        scalar.map(wordCharacters.contains) ?? false
    }
}
