import DaybookCore
import Foundation

/// Nightscout's two ways of writing an instant: `date`/`mills` in ms since 1970, and ISO 8601
/// strings (`dateString`, `created_at`), with or without fractional seconds or an offset.
public enum NightscoutTime {
    public static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
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

    /// `2026-05-04T08:00:00.000Z`, as Nightscout writes `created_at`.
    public static func isoString(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    /// ISO 8601 with or without fractional seconds; without an offset it is UTC; a bare date is midnight UTC.
    public static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let date = try? Date(trimmed, strategy: .iso8601) { return date }
        if let date = try? Date(trimmed, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) { return date }
        if !hasOffset(trimmed), trimmed.count > 10 { return parse(trimmed + "Z") }
        if trimmed.count == 10, let day = try? LocalDate(parsing: trimmed) {
            return day.startInstant(in: TimeZone(identifier: "UTC") ?? .current)
        }
        return nil
    }

    /// The offset in minutes an ISO string was written with (`+02:00` → 120), as Nightscout keeps `utcOffset`.
    public static func offsetMinutes(_ text: String) -> Int? {
        guard text.count > 19 else { return nil }
        if text.hasSuffix("Z") { return 0 }
        let tail = text.suffix(6)
        guard let sign = tail.first, sign == "+" || sign == "-" else { return nil }
        let parts = tail.dropFirst().split(separator: ":")
        guard parts.count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]) else { return nil }
        return (sign == "-" ? -1 : 1) * (hours * 60 + minutes)
    }

    private static func hasOffset(_ text: String) -> Bool {
        offsetMinutes(text) != nil
    }
}
