/// How a fuzzer's bytes become the parts of a request a real client could send through the HTTP
/// parser in front of the server (NIO's llhttp), so that a harness never reports what a socket would
/// have refused before Daybook saw it.
public enum FuzzText {
    /// A path segment: every byte outside RFC 3986's unreserved and sub-delimiters (and `:`, `@`, `%`)
    /// percent-encoded; `%` stays as it is, so broken escapes reach the router as they would.
    public static func pathSegment(_ bytes: [UInt8]) -> String {
        var text = ""
        for byte in bytes {
            if isUnreserved(byte) || "!$&'()*+,;=:@%".utf8.contains(byte) {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                text += percent(byte)
            }
        }
        return text
    }

    /// A query string: kept as it is but for the bytes a request line cannot hold (controls, space,
    /// `#`, DEL and everything past ASCII), which are percent-encoded.
    public static func query(_ bytes: [UInt8]) -> String {
        var text = ""
        for byte in bytes {
            if byte > 0x20, byte < 0x7F, byte != UInt8(ascii: "#") {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                text += percent(byte)
            }
        }
        return text
    }

    /// A header value as llhttp passes it: without CR, LF, NUL and the other controls but tab, and
    /// without the spaces around it; bytes past ASCII decoded as UTF-8 (invalid ones replaced), as
    /// NIO makes a `String` of them.
    public static func headerValue(_ bytes: [UInt8]) -> String {
        let kept = bytes.filter { $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }
        let trimmed = kept.drop { $0 == 0x20 || $0 == 0x09 }.reversed().drop { $0 == 0x20 || $0 == 0x09 }.reversed()
        return String(decoding: Array(trimmed), as: UTF8.self)
    }

    /// A header name as HTTP allows it (a token), or nil.
    public static func headerName(_ bytes: [UInt8]) -> String? {
        guard !bytes.isEmpty, bytes.allSatisfy({ isUnreserved($0) || "!#$%&'*+^`|".utf8.contains($0) }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || "-._~".utf8.contains(byte)
    }

    private static func percent(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }
}
