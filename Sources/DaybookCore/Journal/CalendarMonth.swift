/// One month of the calendar: one entry per day of the month, index =
/// day − 1, `nil` where nothing is logged. Encodes as exactly that JSON array, `null`s included.
public struct CalendarMonth: Sendable, Equatable, Encodable {
    public let year: Int
    public let month: Int
    public private(set) var days: [CalendarDay?]

    /// Entries of `days` outside this month are ignored.
    public static func build(year: Int, month: Int, days: [LocalDate: CalendarDay]) throws(ValidationError) -> CalendarMonth {
        guard LocalDate.supportedYears.contains(year) else {
            throw ValidationError(field: "year", .year1900To2999)
        }
        guard (1...12).contains(month) else { throw ValidationError(field: "month", .oneToTwelve) }
        let first = try LocalDate(year: year, month: month, day: 1)
        let count = LocalDate.daysIn(month: month, year: year)
        let entries = (0..<count).map { days[first.adding(days: $0)] }
        return CalendarMonth(year: year, month: month, days: entries)
    }

    private init(year: Int, month: Int, days: [CalendarDay?]) {
        self.year = year
        self.month = month
        self.days = days
    }

    /// The entry of a day of this month (1-based), nil when empty or out of range.
    public subscript(day: Int) -> CalendarDay? {
        days.indices.contains(day - 1) ? days[day - 1] : nil
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(days)
    }

}
