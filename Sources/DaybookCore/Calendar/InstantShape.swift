/// Whether text has the shape of an RFC 3339 instant as the API reads them: a date, a time to the
/// second, an optional fraction, and `Z` or an offset (`+01:00` or `+0100`), nothing before or after.
/// Checked by hand: a regex literal is parsed anew on every use, and every logged entry's time
/// passes through here.
public enum InstantShape {
    public static func matches(_ text: String) -> Bool {
        var reader = Reader(bytes: text.utf8)
        guard reader.digits(4), reader.byte("-"), reader.digits(2), reader.byte("-"), reader.digits(2),
              reader.byte("T") || reader.byte("t"),
              reader.digits(2), reader.byte(":"), reader.digits(2), reader.byte(":"), reader.digits(2)
        else { return false }
        if reader.byte(".") {
            guard reader.digits(1) else { return false }
            while reader.digits(1) {}
        }
        if reader.byte("Z") || reader.byte("z") { return reader.atEnd }
        guard reader.byte("+") || reader.byte("-"), reader.digits(2) else { return false }
        _ = reader.byte(":")
        return reader.digits(2) && reader.atEnd
    }

    private struct Reader {
        let bytes: String.UTF8View
        var index: String.UTF8View.Index

        init(bytes: String.UTF8View) {
            self.bytes = bytes
            index = bytes.startIndex
        }

        var atEnd: Bool { index == bytes.endIndex }

        /// Takes `count` ASCII digits, or nothing.
        mutating func digits(_ count: Int) -> Bool {
            var end = index
            for _ in 0..<count {
                guard end != bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) else { return false }
                end = bytes.index(after: end)
            }
            index = end
            return true
        }

        /// Takes `character`, or nothing.
        mutating func byte(_ character: Unicode.Scalar) -> Bool {
            guard index != bytes.endIndex, bytes[index] == UInt8(ascii: character) else { return false }
            index = bytes.index(after: index)
            return true
        }
    }
}
