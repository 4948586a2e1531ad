import Foundation

/// A period's maximum or minimum and when it happened: the time of day for a day page, the date and
/// weekday for a week or month page.
public struct Extreme: Sendable, Codable, Equatable {
    public let value: Double
    public let date: LocalDate
    /// ISO weekday, Monday = 1 … Sunday = 7.
    public let weekday: Int
    /// The instant, for timestamped values (stress ratings); `nil` for daily metrics.
    public let time: Date?
    /// Local minutes since midnight, for timestamped values.
    public let minuteOfDay: Int?

    public init(value: Double, date: LocalDate, time: Date?, minuteOfDay: Int?) {
        self.value = value
        self.date = date
        self.weekday = date.weekday
        self.time = time
        self.minuteOfDay = minuteOfDay
    }
}
