import DaybookCore
import Foundation

/// An instant as an export writes it, with the local date and time it was written in.
/// Parsed by hand: fixed formats, millions of rows, and no formatter state shared across threads.
struct WrittenInstant: Equatable {
    let date: LocalDate
    /// Seconds since local midnight, fractions included.
    let secondsOfDay: Double
    /// Seconds east of UTC; nil when the text gave no offset.
    let offset: Int?

    /// The instant, using `zone` for text without an offset.
    func instant(in zone: TimeZone) -> Date {
        let local = Double(date.dayNumber) * 86_400 + secondsOfDay
        if let offset { return Date(timeIntervalSince1970: local - Double(offset)) }
        // Local wall time → instant: subtract the zone's offset at that moment (checked twice around a DST change).
        let guess = Date(timeIntervalSince1970: local)
        let first = local - Double(zone.secondsFromGMT(for: guess))
        return Date(timeIntervalSince1970: local - Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: first))))
    }

    /// Apple Health: `2024-01-01 08:00:00 +0100`.
    /// ISO 8601 as Track & Graph and Nightscout write it: `2024-01-01T08:00:00(.123)(Z|+01:00|+0100)`.
    /// A plain `YYYY-MM-DD` and `YYYY-MM-DD HH:MM(:SS)` without offset are accepted too.
    static func parse(_ text: String) -> WrittenInstant? {
        let s = Array(text.utf8)
        guard s.count >= 10, let y = digits(s, 0, 4), s[4] == UInt8(ascii: "-"), let mo = digits(s, 5, 2),
              s[7] == UInt8(ascii: "-"), let d = digits(s, 8, 2),
              let date = try? LocalDate(year: y, month: mo, day: d)
        else { return nil }
        if s.count == 10 { return WrittenInstant(date: date, secondsOfDay: 0, offset: nil) }
        guard s.count >= 16, s[10] == UInt8(ascii: "T") || s[10] == UInt8(ascii: " "),
              let h = digits(s, 11, 2), s[13] == UInt8(ascii: ":"), let mi = digits(s, 14, 2), h < 24, mi < 60
        else { return nil }
        var i = 16
        var seconds = Double(h * 3600 + mi * 60)
        if i < s.count, s[i] == UInt8(ascii: ":") {
            guard let sec = digits(s, i + 1, 2), sec < 61 else { return nil }
            seconds += Double(sec)
            i += 3
            if i < s.count, s[i] == UInt8(ascii: ".") {
                var j = i + 1
                var fraction = 0.0
                var scale = 0.1
                while j < s.count, let digit = digits(s, j, 1) {
                    fraction += Double(digit) * scale
                    scale /= 10
                    j += 1
                }
                guard j > i + 1 else { return nil }
                seconds += fraction
                i = j
            }
        }
        while i < s.count, s[i] == UInt8(ascii: " ") { i += 1 }
        if i == s.count { return WrittenInstant(date: date, secondsOfDay: seconds, offset: nil) }
        if s[i] == UInt8(ascii: "Z"), i + 1 == s.count { return WrittenInstant(date: date, secondsOfDay: seconds, offset: 0) }
        guard s[i] == UInt8(ascii: "+") || s[i] == UInt8(ascii: "-"), let oh = digits(s, i + 1, 2) else { return nil }
        var j = i + 3
        if j < s.count, s[j] == UInt8(ascii: ":") { j += 1 }
        guard let om = digits(s, j, 2), j + 2 == s.count, oh < 24, om < 60 else { return nil }
        let sign = s[i] == UInt8(ascii: "-") ? -1 : 1
        return WrittenInstant(date: date, secondsOfDay: seconds, offset: sign * (oh * 3600 + om * 60))
    }

    private static func digits(_ s: [UInt8], _ start: Int, _ count: Int) -> Int? {
        guard start >= 0, start + count <= s.count else { return nil }
        var value = 0
        for byte in s[start..<start + count] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
