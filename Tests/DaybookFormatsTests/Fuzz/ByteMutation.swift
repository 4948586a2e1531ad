import Foundation
import PropertyBased

/// One edit of a valid file, the kinds a damaged or hand-edited export shows: flipped bits, bytes
/// inserted or lost, a cut-off end, a duplicated line, swapped columns, a hostile token spliced in
/// (NaN, huge numbers, 2026-02-30, quotes, a BOM, invalid UTF-8), CRLF line ends.
/// Positions are taken modulo the file's length, so any generated numbers make a valid edit.
struct ByteMutation: Sendable, CustomStringConvertible {
    enum Kind: Int, CaseIterable, Sendable {
        case flipBit, insertByte, deleteRange, truncate, duplicateLine, swapColumns, spliceToken, replaceField, prependBOM, crlf
    }

    let kind: Kind
    let position: Int
    let extra: Int

    var description: String { "\(kind)@\(position)/\(extra)" }

    /// Values parsers get wrong: non-finite and huge numbers, impossible dates and times, CSV, XML
    /// and JSON punctuation, a BOM, invalid UTF-8 and a NUL.
    static let tokens: [[UInt8]] = [
        "NaN", "nan", "inf", "-inf", "Infinity", "1e309", "-1e309", "1e300", "-1e300", "9223372036854775808",
        "99999999999999999999999", "-0", "0x1p3", "1e30", "1.5", "-1", "0", "",
        "2026-02-30", "2026-13-01", "0000-00-00", "9999-12-31", "1899-12-31", "2024-02-29", "2023-02-29",
        "2026-02-30T08:00:00Z", "2024-01-01T24:00:00+01:00", "2024-01-01 23:60:00 +0100", "2024-01-01T08:00:00+99:99",
        "2024-01-01T08:00:00.", "2024-01-01T08:00:00.12345678901234567890Z", "24:00", "23:60", "-2024-01-01",
        ",", ",,", "\"", "\"\"", "\"a,b\"", "\n", "\r\n", "\r", "\t", " ",
        "<", ">", "&", "&amp;", "&#0;", "&unknown;", "<![CDATA[", "]]>", "<!DOCTYPE x [", "<!--", "-->", "/>", "=\"",
        "<Record type=\"HKQuantityTypeIdentifierBloodGlucose\" unit=\"mg/dL\" value=\"1e309\" startDate=\"2026-02-30 08:00:00 +0100\"/>",
        "<Workout workoutActivityType=\"HKWorkoutActivityType\(String(repeating: "Long", count: 40))\" duration=\"30\" startDate=\"2024-01-01 08:00:00 +0100\"/>",
        "{", "}", "[", "]", ":", "\\", "\\u0000", "\\ud800", "null", "true", "false", "{}", "[]",
        "{\"type\":\"sgv\",\"sgv\":100,\"date\":1e300}", "{\"eventType\":\"Meal\",\"created_at\":\"2024-01-01T08:00:00Z\",\"carbs\":1e308}",
    ].map { Array($0.utf8) } + [[0xEF, 0xBB, 0xBF], [0xFF], [0xFE, 0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x00]]

    func apply(to input: [UInt8]) -> [UInt8] {
        var bytes = input
        let at = bytes.isEmpty ? 0 : position % bytes.count
        switch kind {
        case .flipBit:
            if !bytes.isEmpty { bytes[at] ^= UInt8(1 << (extra % 8)) }
        case .insertByte:
            bytes.insert(UInt8(truncatingIfNeeded: extra), at: at)
        case .deleteRange:
            if !bytes.isEmpty { bytes.removeSubrange(at..<min(bytes.count, at + 1 + extra % 64)) }
        case .truncate:
            bytes.removeSubrange(at..<bytes.count)
        case .duplicateLine:
            let lines = Self.lineRanges(bytes)
            if !lines.isEmpty {
                let line = lines[position % lines.count]
                bytes.insert(contentsOf: bytes[line], at: lines[extra % lines.count].lowerBound)
            }
        case .swapColumns:
            bytes = Self.swappingColumns(bytes, line: position, extra: extra)
        case .spliceToken:
            bytes.insert(contentsOf: Self.tokens[extra % Self.tokens.count], at: at)
        case .replaceField:
            // The run of bytes between two separators at `at` becomes a token: a field's value changes whole.
            let separators: Set<UInt8> = [UInt8(ascii: ","), UInt8(ascii: "\""), UInt8(ascii: "\n"), UInt8(ascii: ":")]
            var start = at
            while start > 0, !separators.contains(bytes[start - 1]) { start -= 1 }
            var end = at
            while end < bytes.count, !separators.contains(bytes[end]) { end += 1 }
            bytes.replaceSubrange(start..<end, with: Self.tokens[extra % Self.tokens.count])
        case .prependBOM:
            bytes.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0)
        case .crlf:
            bytes = bytes.flatMap { $0 == UInt8(ascii: "\n") ? [UInt8(ascii: "\r"), $0] : [$0] }
        }
        return bytes
    }

    static func applying(_ mutations: [ByteMutation], to input: [UInt8]) -> [UInt8] {
        mutations.reduce(input) { $1.apply(to: $0) }
    }

    /// Ranges of each line including its newline.
    static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            ranges.append(start..<index + 1)
            start = index + 1
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
        return ranges
    }

    /// Two comma-separated fields of one line trade places (quotes ignored: a damaged file need not be valid CSV).
    static func swappingColumns(_ bytes: [UInt8], line: Int, extra: Int) -> [UInt8] {
        let lines = lineRanges(bytes)
        guard !lines.isEmpty else { return bytes }
        let range = lines[line % lines.count]
        var fields = bytes[range].split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map(Array.init)
        guard fields.count > 1 else { return bytes }
        let a = extra % fields.count
        let b = (extra / 7) % fields.count
        fields.swapAt(a, b)
        var result = Array(bytes[..<range.lowerBound])
        result += Array(fields.joined(separator: [UInt8(ascii: ",")]))
        result += bytes[range.upperBound...]
        return result
    }

    static let generator = zip(
        Gen.int(in: 0...(Kind.allCases.count - 1)), Gen.int(in: 0...1_000_000), Gen.int(in: 0...1_000_000)
    ).map { t in ByteMutation(kind: Kind(rawValue: t.0) ?? .flipBit, position: t.1, extra: t.2) }

    /// One to eight edits at a time.
    static let edits = generator.array(of: 1...8)
}
