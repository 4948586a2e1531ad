extension TimelineJSDocument {
    /// A TimelineJS date. Every part may be a number or a string ("-13800000000", "08"), and an
    /// empty string is an absent part, as TimelineJS reads them. `year` is required where a date
    /// is (an event's start, an era's dates), which the import checks with the field's path.
    public struct DateParts: Sendable, Hashable, Codable {
        public var year: Int?
        public var month: Int?
        public var day: Int?
        public var hour: Int?
        public var minute: Int?
        public var second: Int?
        public var millisecond: Int?
        /// Shown instead of the date.
        public var displayDate: String?
        /// A TimelineJS date format, used instead of the one it picks.
        public var format: String?

        enum CodingKeys: String, CodingKey {
            case year, month, day, hour, minute, second, millisecond, displayDate = "display_date", format
        }

        public init(year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int? = nil, minute: Int? = nil,
                    second: Int? = nil, millisecond: Int? = nil, displayDate: String? = nil, format: String? = nil) {
            self.year = year
            self.month = month
            self.day = day
            self.hour = hour
            self.minute = minute
            self.second = second
            self.millisecond = millisecond
            self.displayDate = displayDate
            self.format = format
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            year = try c.decodeWholeNumber(forKey: .year)
            month = try c.decodeWholeNumber(forKey: .month)
            day = try c.decodeWholeNumber(forKey: .day)
            hour = try c.decodeWholeNumber(forKey: .hour)
            minute = try c.decodeWholeNumber(forKey: .minute)
            second = try c.decodeWholeNumber(forKey: .second)
            millisecond = try c.decodeWholeNumber(forKey: .millisecond)
            displayDate = try c.decodeTimelineText(forKey: .displayDate)
            format = try c.decodeTimelineText(forKey: .format)
        }

        /// Whether no part places the date (a spreadsheet's empty end date: all "").
        var isUnplaced: Bool {
            year == nil && month == nil && day == nil && hour == nil && minute == nil && second == nil
                && millisecond == nil
        }
    }
}
