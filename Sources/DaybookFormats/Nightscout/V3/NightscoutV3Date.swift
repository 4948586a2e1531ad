import Foundation

/// Nightscout's date rules for API v3 (lib/api3/shared/dateTools.js `parseToMoment`): a number is
/// ms since 1970, or seconds when as ms it would fall before 2000; a numeric string is that number;
/// other text is ISO 8601 or RFC 2822, its offset kept. Anything before 2000 is no date at all.
public enum NightscoutV3Date {
    /// 2000-01-01T00:00:00Z (`MIN_TIMESTAMP`).
    public static let minimumMilliseconds: Int64 = 946_684_800_000
    /// The range of a JavaScript `Date`.
    static let largestMilliseconds = 8.64e15

    /// The first of `values` that reads as a date (`[doc.date, doc.created_at]`).
    public static func parse(firstOf values: [NightscoutJSON?]) -> NightscoutV3Instant? {
        values.lazy.compactMap { parse($0) }.first
    }

    public static func parse(_ value: NightscoutJSON?) -> NightscoutV3Instant? {
        guard NightscoutV3JavaScript.isTruthy(value), let value else { return nil }
        switch value {
        case .integer(let number): return parse(number: Double(number))
        case .number(let number): return parse(number: number)
        case .string(let text):
            if NightscoutV3JavaScript.isNumber(text), let number = NightscoutV3JavaScript.parseFloat(text) {
                return parse(number: number)
            }
            guard let instant = NightscoutV3DateText.parse(text), instant.milliseconds >= minimumMilliseconds else { return nil }
            return instant
        case .array(let items): return parse(firstOf: items)
        case .null, .bool, .object: return nil
        }
    }

    /// A number is read as the server's local time, which Nightscout's servers keep in UTC: its offset is 0.
    static func parse(number: Double) -> NightscoutV3Instant? {
        guard abs(number) <= largestMilliseconds else { return nil }
        var milliseconds = number.rounded(.towardZero)
        if milliseconds < Double(minimumMilliseconds) { milliseconds *= 1000 }
        guard abs(milliseconds) <= largestMilliseconds, milliseconds >= Double(minimumMilliseconds) else { return nil }
        return NightscoutV3Instant(milliseconds: Int64(milliseconds), utcOffset: 0)
    }

    /// `2019-06-10T06:07:08.576Z`: UTC, always with ms, as JavaScript's `toISOString` writes it.
    public static func isoString(milliseconds: Int64) -> String {
        let day = milliseconds.floorDivided(by: 86_400_000)
        let inDay = milliseconds - day * 86_400_000
        let (year, month, dayOfMonth) = NightscoutV3DateText.civilDate(dayNumber: day)
        let hours = inDay / 3_600_000, minutes = inDay / 60_000 % 60, seconds = inDay / 1000 % 60, ms = inDay % 1000
        return String(format: "%04lld-%02lld-%02lldT%02lld:%02lld:%02lld.%03lldZ",
                      year, month, dayOfMonth, hours, minutes, seconds, ms)
    }

    /// An HTTP date header (`If-Modified-Since`, `Last-Modified`) as JavaScript's `new Date(text)`
    /// reads it, cut to whole seconds as Nightscout compares them.
    public static func headerSeconds(_ text: String) -> Int64? {
        NightscoutV3DateText.parse(text).map { $0.milliseconds.floorDivided(by: 1000) * 1000 }
    }
}
