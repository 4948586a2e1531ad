/// How a date of a scenario was written, beyond its place on the axis: to which part it was
/// given (a year alone stays a year alone), and the text or format TimelineJS shows instead of
/// its own rendering (`display_date`, `format`). Absent, a date is written as precisely as its
/// unit allows, as Daybook's own scenarios are.
public struct TimelineDateNotation: Sendable, Hashable, Codable {
    /// The finest part written; finer parts are left out of an export.
    public let precision: TimelinePrecision?
    public let displayDate: String?
    public let format: String?

    public init(precision: TimelinePrecision? = nil, displayDate: String? = nil, format: String? = nil) {
        self.precision = precision
        self.displayDate = displayDate
        self.format = format
    }

    /// Nil when it says nothing, so a scenario file only carries notations that matter.
    public var nonEmpty: TimelineDateNotation? {
        precision == nil && displayDate == nil && format == nil ? nil : self
    }
}
