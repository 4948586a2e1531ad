/// A year of the calendar in the `CalendarData` shape: `{"2026": [[Jan 1…31], [Feb 1…28], …]}`,
/// twelve arrays of one entry per day, `null` for days with nothing logged.
public struct CalendarYear: Sendable, Equatable, Encodable {
    public let year: Int
    /// January first; always 12.
    public let months: [CalendarMonth]

    /// Entries of `days` outside this year are ignored.
    public static func build(year: Int, days: [LocalDate: CalendarDay]) throws(ValidationError) -> CalendarYear {
        guard LocalDate.supportedYears.contains(year) else {
            throw ValidationError(field: "year", .year1900To2999)
        }
        var months: [CalendarMonth] = []
        for month in 1...12 {
            months.append(try CalendarMonth.build(year: year, month: month, days: days))
        }
        return CalendarYear(year: year, months: months)
    }

    private init(year: Int, months: [CalendarMonth]) {
        self.year = year
        self.months = months
    }

    /// The month (1…12); nil outside that range.
    public subscript(month: Int) -> CalendarMonth? {
        months.indices.contains(month - 1) ? months[month - 1] : nil
    }

    private struct YearKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: YearKey.self)
        try container.encode(months, forKey: YearKey(stringValue: String(year)))
    }
}
