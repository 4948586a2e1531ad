import Foundation

/// An entry logged at an instant. It belongs to the local date of that instant in the user's
/// time zone: logging anything attaches it to the day of its date.
public protocol Timestamped {
    var time: Date { get }
    /// The input field that holds `time`, for errors about it (`time`; a span's `start`).
    static var timeField: String { get }
}

extension Timestamped {
    public static var timeField: String { "time" }

    /// The day this entry belongs to in `zone`.
    public func day(in zone: TimeZone) -> LocalDate {
        LocalDate(time, in: zone)
    }
}

extension Sequence where Element: Timestamped {
    /// Entries grouped by their day in `zone`, each group in time order.
    public func groupedByDay(in zone: TimeZone) -> [LocalDate: [Element]] {
        Dictionary(grouping: self) { $0.day(in: zone) }.mapValues { $0.sorted { $0.time < $1.time } }
    }
}
