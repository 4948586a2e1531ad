import DaybookCore
import Foundation

/// Nightscout's two ways of writing an instant: `date`/`mills` in ms since 1970, and ISO 8601
/// strings (`dateString`, `created_at`), with or without fractional seconds or an offset.
public enum NightscoutTime {
    /// The millisecond an instant falls in, as JavaScript's `Date.getTime()` gives it: a fraction of a
    /// millisecond is cut off, but a whole millisecond stays itself although a `Date` (seconds since
    /// 2001 in a Double) holds it a few units of its last place early or late (a thousandth of a
    /// millisecond today, more in later centuries). An instant past what Int64 holds (a client's
    /// 1e300) is clamped, never trapped on.
    public static func milliseconds(_ date: Date) -> Int64 {
        let value = date.timeIntervalSince1970 * 1000
        guard value.isFinite else { return clamped(value) }
        return clamped((value + max(0.0005, 8 * value.ulp)).rounded(.down))
    }

    /// The millisecond of a number a client sent (`1796598025346.456` → `1796598025346`), as
    /// JavaScript's `new Date(number)` reads it; the number must be in `supportedMilliseconds`.
    public static func milliseconds(sent value: Double) -> Int64 {
        clamped(value.rounded(.towardZero))
    }

    private static func clamped(_ whole: Double) -> Int64 {
        guard !whole.isNaN else { return 0 }
        return whole >= 9.2e18 ? .max : whole <= -9.2e18 ? .min : Int64(whole)
    }

    public static func date(milliseconds: Double) -> Date {
        Date(timeIntervalSince1970: milliseconds / 1000)
    }

    /// The instants a journal holds, in ms since 1970: the years 1900 to 2999 (`LocalDate.supportedYears`).
    /// A number outside is a client's mistake (1e300, NaN) that no timestamp column can store.
    public static let supportedMilliseconds: ClosedRange<Double> = {
        let first = (try? LocalDate(year: 1900, month: 1, day: 1))?.dayNumber ?? -25_567
        let end = ((try? LocalDate(year: 2999, month: 12, day: 31))?.dayNumber ?? 376_199) + 1
        return Double(first) * 86_400_000...Double(end) * 86_400_000 - 1
    }()

    /// `date(milliseconds:)` for a number a client sent; nil outside `supportedMilliseconds`.
    public static func supportedDate(milliseconds: Double) -> Date? {
        supportedMilliseconds.contains(milliseconds) ? date(milliseconds: milliseconds) : nil
    }

    /// `2026-05-04T08:00:00.000Z`, as Nightscout writes `created_at`: the instant's own millisecond.
    public static func isoString(_ date: Date) -> String {
        isoString(milliseconds: milliseconds(date))
    }

    /// The ISO string of a millisecond. The formatter is given whole seconds only, which a `Date`
    /// holds exactly: given the fraction it printed …777 as .776 for some instants.
    public static func isoString(milliseconds: Int64) -> String {
        let seconds = milliseconds.floorDivided(by: 1000)
        let fraction = milliseconds.floorModulo(1000)
        let whole = Date(timeIntervalSince1970: Double(seconds)).formatted(Date.ISO8601FormatStyle())
        let digits = String(fraction)
        return whole.dropLast() + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
    }

    /// ISO 8601 with or without fractional seconds; without an offset it is UTC; a bare date is midnight UTC.
    /// The fraction is read to the millisecond by hand: the formatter's Double arithmetic put some a
    /// millisecond early.
    public static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let (whole, fraction) = splitFraction(trimmed), let seconds = parse(whole) {
            return date(milliseconds: Double(milliseconds(seconds)) + fraction)
        }
        if let date = try? Date(trimmed, strategy: .iso8601) { return date }
        if let date = try? Date(trimmed, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) { return date }
        if !hasOffset(trimmed), trimmed.count > 10 { return parse(trimmed + "Z") }
        if trimmed.count == 10, let day = try? LocalDate(parsing: trimmed) {
            return day.startInstant(in: TimeZone(identifier: "UTC") ?? .current)
        }
        return nil
    }

    /// The offset in minutes an ISO string was written with (`+02:00` or xDrip+'s `+0200` → 120), as
    /// Nightscout keeps `utcOffset`.
    public static func offsetMinutes(_ text: String) -> Int? {
        guard text.count > 19 else { return nil }
        if text.hasSuffix("Z") { return 0 }
        for tail in [text.suffix(6), text.suffix(5)] {
            guard let sign = tail.first, sign == "+" || sign == "-" else { continue }
            let digits = tail.dropFirst().filter { $0 != ":" }
            guard digits.count == 4, digits.allSatisfy(\.isASCII), let hours = Int(digits.prefix(2)), let minutes = Int(digits.suffix(2)),
                  tail.count == 5 || tail.dropFirst(3).first == ":" else { continue }
            return (sign == "-" ? -1 : 1) * (hours * 60 + minutes)
        }
        return nil
    }

    /// `…T08:00:00.1239+02:00` → (`…T08:00:00+02:00`, 123): the text without its fraction of a second,
    /// and the fraction's whole milliseconds (more digits are cut off, as JavaScript's Date does).
    private static func splitFraction(_ text: String) -> (String, Double)? {
        guard let time = text.firstIndex(of: "T"), let dot = text[time...].firstIndex(of: ".") else { return nil }
        let digits = text[text.index(after: dot)...].prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let fraction = Double(String(digits.prefix(3)).padding(toLength: 3, withPad: "0", startingAt: 0)) else { return nil }
        return (String(text[..<dot] + text[digits.endIndex...]), fraction)
    }

    private static func hasOffset(_ text: String) -> Bool {
        offsetMinutes(text) != nil
    }
}
