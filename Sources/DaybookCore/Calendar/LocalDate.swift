import Foundation

/// A calendar date in the proleptic Gregorian calendar, with no time and no time zone:
/// the "day" everything in the journal belongs to. Encoded as `YYYY-MM-DD`.
public struct LocalDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Years outside this range are refused: nobody logs a day before 1900 or after 2999.
    public static let supportedYears = 1900...2999

    public init(year: Int, month: Int, day: Int) throws(ValidationError) {
        guard Self.supportedYears.contains(year) else {
            throw ValidationError(field: "date", .yearBetween1900And2999)
        }
        guard (1...12).contains(month) else { throw ValidationError(field: "date", .monthOneToTwelve) }
        guard (1...Self.daysIn(month: month, year: year)).contains(day) else {
            throw ValidationError(field: "date", .monthHasNoDay, ["month": String(format: "%04d-%02d", year, month), "day": "\(day)"])
        }
        self.year = year
        self.month = month
        self.day = day
    }

    private init(unchecked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly `YYYY-MM-DD`.
    /// Read from the bytes: every stored row's date passes through here (a month's calendar reads
    /// hundreds), and splitting into strings and checking characters was a twentieth of its time.
    public init(parsing text: String, field: String = "date") throws(ValidationError) {
        var digits = (y: 0, m: 0, d: 0)
        var valid = text.utf8.count == 10
        if valid {
            for (index, byte) in text.utf8.enumerated() {
                if index == 4 || index == 7 {
                    valid = valid && byte == UInt8(ascii: "-")
                    continue
                }
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
                    valid = false
                    break
                }
                let digit = Int(byte - UInt8(ascii: "0"))
                switch index {
                case ..<4: digits.y = digits.y * 10 + digit
                case ..<7: digits.m = digits.m * 10 + digit
                default: digits.d = digits.d * 10 + digit
                }
            }
        }
        let (y, m, d) = digits
        guard valid else {
            throw ValidationError(field: field, .dateAsYYYYMMDD)
        }
        do {
            try self.init(year: y, month: m, day: d)
        } catch {
            throw ValidationError(field: field, error.problem)
        }
    }

    public var description: String {
        // Day arithmetic is not range-checked: a year of other than four digits is written as before.
        guard (0...9999).contains(year) else { return String(format: "%04d-%02d-%02d", year, month, day) }
        var bytes = [UInt8](repeating: 0, count: 10)
        DigitText.putDate(self, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    // MARK: Day arithmetic, through the day number (days since 1970-01-01).

    /// Days since 1970-01-01 (negative before). Algorithm: Howard Hinnant, "days_from_civil".
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }

    /// The date with the given day number ("civil_from_days"); arithmetic is not range-checked.
    public init(dayNumber: Int) {
        let z = dayNumber + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        let y = yoe + era * 400 + (m <= 2 ? 1 : 0)
        self.init(unchecked: y, m, d)
    }

    public func adding(days: Int) -> LocalDate {
        LocalDate(dayNumber: dayNumber + days)
    }

    /// Whole days from `other` to `self` (positive when `self` is later).
    public func days(since other: LocalDate) -> Int {
        dayNumber - other.dayNumber
    }

    /// ISO weekday: Monday = 1 … Sunday = 7. 1970-01-01 was a Thursday.
    public var weekday: Int {
        let w = (dayNumber + 3) % 7
        return (w < 0 ? w + 7 : w) + 1
    }

    public var firstOfMonth: LocalDate { LocalDate(unchecked: year, month, 1) }

    // MARK: Days and instants

    /// The local date of an instant in a time zone: the rule that puts every entry on its day.
    public init(_ instant: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day], from: instant)
        self.init(unchecked: c.year ?? 1970, c.month ?? 1, c.day ?? 1)
    }

    /// The first instant of this date in a time zone (midnight, or the first existing minute when a
    /// DST change skips midnight).
    public func startInstant(in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(year: year, month: month, day: day)
        if let date = calendar.date(from: components) {
            return calendar.startOfDay(for: date)
        }
        return Date(timeIntervalSince1970: TimeInterval(dayNumber) * 86_400)
    }
}
