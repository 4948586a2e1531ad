import Foundation
import PropertyBased

/// Random text for parsers (the core's and the formats'): pieces of valid input and hostile tokens joined at random,
/// and byte-level edits of a valid string (then read back as UTF-8, invalid bytes replaced, as a
/// server decodes a request).
public enum TextMutation {
    public static let hostile = [
        "", " ", "-", "+", ":", ".", ",", "T", "Z", "NaN", "nan", "inf", "-inf", "1e309", "-1e309", "1e300", "-0",
        "9223372036854775807", "9223372036854775808", "-9223372036854775809", "99999999999999999999999", "0x10",
        "2026-02-30", "2026-13-01", "0000-00-00", "9999-12-31", "1899-12-31", "2024-02-29", "2023-02-29", "24:00", "23:60",
        "\u{FEFF}", "\r\n", "\n", "\t", "\u{0}", "\u{0663}", "\u{FF11}", "\u{1F600}", "e\u{301}", "[", "]", "][", "$", "$gte",
        "find[", "find[]", "find[date][$gte]", "\"", "\\", "{", "}", "%", "%00",
    ]

    /// Pieces from `words` and `hostile`, up to `count` of them, joined.
    public static func text(_ words: [String], count: ClosedRange<Int> = 0...10) -> Generator<String, some SendableSequenceType> {
        let pieces = words + hostile
        return Gen.int(in: 0...(pieces.count - 1)).array(of: count).map { $0.map { pieces[$0] }.joined() }
    }

    /// A valid string with one to four byte edits: flip, insert, delete, truncate, splice a hostile token.
    public static func damaged(_ valid: String) -> Generator<String, some SendableSequenceType> {
        zip(Gen.int(in: 0...4), Gen.int(in: 0...1_000), Gen.int(in: 0...1_000)).array(of: 1...4).map { edits in
            var bytes = Array(valid.utf8)
            for (kind, position, extra) in edits {
                let at = bytes.isEmpty ? 0 : position % bytes.count
                switch kind {
                case 0: if !bytes.isEmpty { bytes[at] ^= UInt8(1 << (extra % 8)) }
                case 1: bytes.insert(UInt8(truncatingIfNeeded: extra), at: at)
                case 2: if !bytes.isEmpty { bytes.remove(at: at) }
                case 3: bytes.removeSubrange(at..<bytes.count)
                default: bytes.insert(contentsOf: Array(hostile[extra % hostile.count].utf8), at: at)
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
