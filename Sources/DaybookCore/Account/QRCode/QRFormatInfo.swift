/// Format and version information: small BCH codewords a reader decodes before anything else,
/// written after the mask is chosen (ISO/IEC 18004:2015 §7.1, steps 6 and 7).
extension QRModuleGrid {
    /// Level M (bits 00) and the mask, BCH(15,5) with generator 0x537, XOR 0x5412 so the
    /// codeword is never all light.
    static func formatBits(mask: QRMask) -> Int {
        let data = 0b00 << 3 | mask.rawValue
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        return (data << 10 | remainder) ^ 0x5412
    }

    /// BCH(18,6) with generator 0x1F25, for versions 7 and up.
    static func versionBits(_ version: Int) -> Int {
        var remainder = version
        for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
        return version << 12 | remainder
    }

    mutating func drawFormatInfo(mask: QRMask) {
        let bits = Self.formatBits(mask: mask)
        func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
        // First copy around the top-left finder, skipping the timing pattern at row/column 6.
        for index in 0...5 { setFunction(row: index, column: 8, dark: bit(index)) }
        setFunction(row: 7, column: 8, dark: bit(6))
        setFunction(row: 8, column: 8, dark: bit(7))
        setFunction(row: 8, column: 7, dark: bit(8))
        for index in 9..<15 { setFunction(row: 8, column: 14 - index, dark: bit(index)) }
        // Second copy split between the top-right and bottom-left finders.
        for index in 0..<8 { setFunction(row: 8, column: size - 1 - index, dark: bit(index)) }
        for index in 8..<15 { setFunction(row: size - 15 + index, column: 8, dark: bit(index)) }
        setFunction(row: size - 8, column: 8, dark: true)
    }

    mutating func drawVersionInfo(version: Int) {
        guard version >= 7 else { return }
        let bits = Self.versionBits(version)
        for index in 0..<18 {
            let isDark = (bits >> index) & 1 == 1
            setFunction(row: index / 3, column: size - 11 + index % 3, dark: isDark)
            setFunction(row: size - 11 + index % 3, column: index / 3, dark: isDark)
        }
    }
}
