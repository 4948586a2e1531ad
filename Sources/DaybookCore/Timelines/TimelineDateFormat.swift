import Foundation

/// The scenario date strings, read and written without a DateFormatter (pure, locale-free):
/// "yyyy-MM-dd'T'HH:mm:ss" for `datetime` (with ".SSS" when there are milliseconds, which
/// TimelineJS dates may have), "yyyy-MM-dd" for `date`, always in UTC.
/// As numbers they are seconds since 1970-01-01T00:00:00 UTC ("convert the date into a Double").
public enum TimelineDateFormat {
    /// Four-digit years only, as the scenario format has them.
    public static let supportedYears = 1...9999
    /// 0001-01-01T00:00:00 to 9999-12-31T23:59:59 as seconds since 1970.
    public static let supportedSeconds: ClosedRange<Double> =
        seconds(year: 1, month: 1, day: 1)...seconds(year: 9999, month: 12, day: 31, hour: 23, minute: 59, second: 59)

    /// Seconds since 1970 (UTC) of "yyyy-MM-dd'T'HH:mm:ss(.SSS)" or "yyyy-MM-dd" (a trailing "Z" is allowed).
    public static func seconds(parsing text: String, field: String) throws(ValidationError) -> Double {
        var body = Substring(text)
        if body.hasSuffix("Z") { body = body.dropLast() }
        let halves = body.split(separator: "T", omittingEmptySubsequences: false)
        guard (1...2).contains(halves.count),
              let dateParts = numbers(halves[0], separator: "-", widths: [4, 2, 2]) else {
            throw ValidationError(field: field, .timelineDateShape)
        }
        var time = [0, 0, 0]
        var millisecond = 0
        if halves.count == 2 {
            let clock = halves[1].split(separator: ".", omittingEmptySubsequences: false)
            guard clock.count <= 2, let parts = numbers(clock[0], separator: ":", widths: [2, 2, 2]) else {
                throw ValidationError(field: field, .timelineDateShape)
            }
            if clock.count == 2 {
                guard let fraction = numbers(clock[1], separator: ".", widths: [3]) else {
                    throw ValidationError(field: field, .timelineDateShape)
                }
                millisecond = fraction[0]
            }
            time = parts
        }
        let (year, month, day) = (dateParts[0], dateParts[1], dateParts[2])
        guard supportedYears.contains(year), (1...12).contains(month),
              (1...LocalDate.daysIn(month: month, year: year)).contains(day) else {
            throw ValidationError(field: field, .textNotADate, ["text": text])
        }
        guard time[0] < 24, time[1] < 60, time[2] < 60 else {
            throw ValidationError(field: field, .textNotATime, ["text": text])
        }
        return seconds(year: year, month: month, day: day, hour: time[0], minute: time[1], second: time[2])
            + Double(millisecond) / 1000
    }

    /// Seconds since 1970 (UTC) of a calendar date and time; not range-checked.
    public static func seconds(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0)
        -> Double {
        Double(dayNumber(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second)
    }

    /// The UTC calendar fields of an instant, rounded down to the whole second.
    public static func components(ofSeconds value: Double)
        -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        let whole = Int(value.rounded(.down))
        let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
        let rest = whole - days * 86_400
        let date = LocalDate(dayNumber: days)
        return (date.year, date.month, date.day, rest / 3600, rest % 3600 / 60, rest % 60)
    }

    /// The whole seconds and the milliseconds of an instant, the milliseconds rounded
    /// (so 0.1 + 0.2 s is 300 ms, not 299).
    public static func split(milliseconds value: Double) -> (seconds: Double, millisecond: Int) {
        var whole = value.rounded(.down)
        var millisecond = Int(((value - whole) * 1000).rounded())
        if millisecond == 1000 {
            whole += 1
            millisecond = 0
        }
        return (whole, millisecond)
    }

    /// "yyyy-MM-ddTHH:mm:ss" (".SSS" added when there are milliseconds), or "yyyy-MM-dd" when
    /// `dateOnly` and the time is midnight.
    public static func string(ofSeconds value: Double, dateOnly: Bool) -> String {
        let (seconds, millisecond) = split(milliseconds: value)
        let c = components(ofSeconds: seconds)
        let date = String(format: "%04d-%02d-%02d", c.year, c.month, c.day)
        if dateOnly && c.hour == 0 && c.minute == 0 && c.second == 0 && millisecond == 0 { return date }
        let time = date + String(format: "T%02d:%02d:%02d", c.hour, c.minute, c.second)
        return millisecond == 0 ? time : time + String(format: ".%03d", millisecond)
    }

    /// Days since 1970-01-01 for any proleptic Gregorian date. Howard Hinnant, "days_from_civil"
    /// (the algorithm of `LocalDate.dayNumber`, which only exists for years 1900–2999).
    static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// Digits-only fields of fixed widths, e.g. "2025-01-31" with widths [4, 2, 2].
    private static func numbers(_ text: Substring, separator: Character, widths: [Int]) -> [Int]? {
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == widths.count else { return nil }
        var result: [Int] = []
        for (part, width) in zip(parts, widths) {
            guard part.count == width, part.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(part) else {
                return nil
            }
            result.append(n)
        }
        return result
    }
}
