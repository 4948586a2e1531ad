/// The text rules of iCalendar content lines (RFC 5545 §3.1 and §3.3.11).
public enum ICalendarText {
    /// Content lines end in CRLF (RFC 5545 §3.1).
    public static let lineEnd = "\r\n"
    /// Lines longer than this many octets, line end excluded, are folded (RFC 5545 §3.1).
    public static let maximumLineOctets = 75

    /// Escapes a TEXT value: backslash, semicolon and comma get a backslash; a newline becomes
    /// `\n` (RFC 5545 §3.3.11). A CRLF or a lone CR counts as one newline, and so do the other line
    /// breaks (vertical tab, form feed, NEL, the Unicode line and paragraph separators), which some
    /// readers split lines at. Other control characters are not allowed in a TEXT value (only a tab
    /// is) and are left out.
    public static func escape(_ text: String) -> String {
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\r":
                result += "\\n"
                if pending == "\n" { pending = scalars.next() }
            case "\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": result += "\\n"
            case "\t": result.unicodeScalars.append(scalar)
            case _ where scalar.properties.generalCategory == .control: break
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Folds one content line into pieces of at most 75 octets, each continuation starting with a
    /// space that counts toward its 75, never splitting a UTF-8 character (RFC 5545 §3.1).
    /// Returns the folded line with CRLF line ends inside, without the final CRLF.
    public static func fold(_ line: String) -> String {
        var pieces: [String] = []
        var current = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if octets + size > maximumLineOctets {
                pieces.append(current)
                current = " "
                octets = 1
            }
            current.unicodeScalars.append(scalar)
            octets += size
        }
        pieces.append(current)
        return pieces.joined(separator: lineEnd)
    }
}
