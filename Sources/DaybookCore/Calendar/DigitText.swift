/// Zero-padded decimal digits written into a byte buffer: dates and instants are written many times
/// per answer (a CGM day: ~600), and `String(format:)` cost more than the rest of a reading.
enum DigitText {
    static func put(_ value: Int, digits: Int, into bytes: inout [UInt8], at index: Int) {
        var rest = value
        for offset in stride(from: digits - 1, through: 0, by: -1) {
            bytes[index + offset] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
    }

    /// `YYYY-MM-DD` into the first ten bytes.
    static func putDate(_ date: LocalDate, into bytes: inout [UInt8]) {
        put(date.year, digits: 4, into: &bytes, at: 0)
        bytes[4] = UInt8(ascii: "-")
        put(date.month, digits: 2, into: &bytes, at: 5)
        bytes[7] = UInt8(ascii: "-")
        put(date.day, digits: 2, into: &bytes, at: 8)
    }
}
