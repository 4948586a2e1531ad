import Foundation

/// An instant as the API writes it, `2026-03-01T07:30:00Z`: UTC, to the second (the fraction cut
/// off), as Foundation's `.iso8601` format style writes it, but made from the day number and the
/// digits directly. A CGM day's answer writes ~300 of them, and the format style cost more than
/// everything else about a reading.
public enum UTCInstantText {
    public static func string(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let inDay = seconds - days * 86_400
        let day = LocalDate(dayNumber: days)
        guard (0...9999).contains(day.year) else { return date.formatted(.iso8601) }
        var bytes = [UInt8](repeating: 0, count: 20)
        DigitText.putDate(day, into: &bytes)
        bytes[10] = UInt8(ascii: "T")
        DigitText.put(inDay / 3600, digits: 2, into: &bytes, at: 11)
        bytes[13] = UInt8(ascii: ":")
        DigitText.put(inDay / 60 % 60, digits: 2, into: &bytes, at: 14)
        bytes[16] = UInt8(ascii: ":")
        DigitText.put(inDay % 60, digits: 2, into: &bytes, at: 17)
        bytes[19] = UInt8(ascii: "Z")
        return String(decoding: bytes, as: UTF8.self)
    }
}
