import Foundation

/// Dates written as text, read as moment.js reads them for Nightscout (`parseZone` with ISO 8601,
/// then RFC 2822): the offset written is kept, none means UTC, and an impossible date
/// (`2019-20-60T50:90:90`) is none. ISO week and ordinal dates are not read.
enum NightscoutV3DateText {
    static func parse(_ text: String) -> NightscoutV3Instant? {
        iso8601(text) ?? rfc2822(text)
    }

    // MARK: ISO 8601

    private nonisolated(unsafe) static let extended =
        /\s*(\d{4})-(\d\d)(?:-(\d\d)(?:[T ](\d\d)(?::(\d\d)(?::(\d\d)(?:[.,](\d+))?)?)?(\s*Z|[+-]\d\d(?::?\d\d)?)?)?)?/
    private nonisolated(unsafe) static let basic =
        /\s*(\d{4})(\d\d)(\d\d)(?:[T ](\d\d)(?:(\d\d)(?:(\d\d)(?:[.,](\d+))?)?)?(\s*Z|[+-]\d\d(?::?\d\d)?)?)?/

    static func iso8601(_ text: String) -> NightscoutV3Instant? {
        let parts: (Substring, Substring, Substring?, Substring?, Substring?, Substring?, Substring?, Substring?)
        if let match = text.wholeMatch(of: extended) {
            let o = match.output
            parts = (o.1, o.2, o.3, o.4, o.5, o.6, o.7, o.8)
        } else if let match = text.wholeMatch(of: basic) {
            let o = match.output
            parts = (o.1, o.2, o.3, o.4, o.5, o.6, o.7, o.8)
        } else {
            return nil
        }
        let fraction = parts.6.map { String($0.prefix(3)).padding(toLength: 3, withPad: "0", startingAt: 0) }
        guard let year = Int64(parts.0), let month = Int64(parts.1) else { return nil }
        var offset = 0
        if let zone = parts.7 {
            guard let minutes = offsetMinutes(zone) else { return nil }
            offset = minutes
        }
        return instant(year: year, month: month, day: parts.2.flatMap { Int64($0) } ?? 1,
                       hour: parts.3.flatMap { Int64($0) } ?? 0, minute: parts.4.flatMap { Int64($0) } ?? 0,
                       second: parts.5.flatMap { Int64($0) } ?? 0, millisecond: fraction.flatMap { Int64($0) } ?? 0,
                       offset: offset)
    }

    /// `Z`, `+02`, `+0200` or `+02:00`, in minutes.
    private static func offsetMinutes(_ text: Substring) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed == "Z" { return 0 }
        let digits = trimmed.dropFirst().filter(\.isNumber)
        guard let hours = Int(digits.prefix(2)) else { return nil }
        let minutes = Int(digits.dropFirst(2)) ?? 0
        return (trimmed.hasPrefix("-") ? -1 : 1) * (hours * 60 + minutes)
    }

    // MARK: RFC 2822

    private nonisolated(unsafe) static let rfc =
        /(?:(Mon|Tue|Wed|Thu|Fri|Sat|Sun),?\s)?(\d{1,2})\s(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\s(\d{2,4})\s(\d\d):(\d\d)(?::(\d\d))?\s(?:(UT|GMT|[ECMP][SD]T)|([Zz])|([+-]\d{4}))/
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let zones = ["UT": 0, "GMT": 0, "EDT": -240, "EST": -300, "CDT": -300, "CST": -360,
                                "MDT": -360, "MST": -420, "PDT": -420, "PST": -480]

    /// `Wed, 31 Jul 2019 16:45:11 GMT`, the form of HTTP date headers.
    static func rfc2822(_ text: String) -> NightscoutV3Instant? {
        let cleaned = text.replacing(/\([^()]*\)|[\n\t]/, with: " ").replacing(/\s\s+/, with: " ")
            .trimmingCharacters(in: .whitespaces)
        guard let match = cleaned.wholeMatch(of: rfc) else { return nil }
        let o = match.output
        guard let day = Int64(o.2), let monthIndex = months.firstIndex(of: String(o.3)), var year = Int64(o.4),
              let hour = Int64(o.5), let minute = Int64(o.6) else { return nil }
        if year <= 999 { year += year <= 49 ? 2000 : 1900 }
        let offset: Int
        if let zone = o.8 { offset = zones[String(zone)] ?? 0 }
        else if o.9 != nil { offset = 0 }
        else if let numeric = o.10, let hm = Int(numeric) { offset = hm / 100 * 60 + hm % 100 }
        else { return nil }
        guard let result = instant(year: year, month: Int64(monthIndex + 1), day: day, hour: hour, minute: minute,
                                   second: o.7.flatMap { Int64($0) } ?? 0, millisecond: 0, offset: offset) else { return nil }
        if let weekday = o.1 {
            let local = (result.milliseconds + Int64(offset) * 60_000).floorDivided(by: 86_400_000)
            guard weekdays[Int((local + 4).floorModulo(7))] == weekday else { return nil }
        }
        return result
    }

    // MARK: Calendar

    private static func instant(year: Int64, month: Int64, day: Int64, hour: Int64, minute: Int64, second: Int64,
                                millisecond: Int64, offset: Int) -> NightscoutV3Instant? {
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
              (0...59).contains(minute), (0...59).contains(second),
              (0...23).contains(hour) || (hour == 24 && minute == 0 && second == 0 && millisecond == 0) else { return nil }
        let local = dayNumber(year: year, month: month, day: day) * 86_400_000
            + hour * 3_600_000 + minute * 60_000 + second * 1000 + millisecond
        return NightscoutV3Instant(milliseconds: local - Int64(offset) * 60_000, utcOffset: offset)
    }

    private static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar.
    static func dayNumber(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = y.floorDivided(by: 400)
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civilDate(dayNumber: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = dayNumber + 719_468
        let era = z.floorDivided(by: 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
