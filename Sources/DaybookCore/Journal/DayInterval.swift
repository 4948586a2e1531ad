import Foundation

/// The instants that belong to a date in a time zone: [start of the date, start of the next date).
/// Usually 24 hours; 23 or 25 (or 23.5 / 24.5 on Lord Howe) across DST changes, and empty for a
/// date the zone skipped (Pacific/Apia jumped from 2011-12-29 to 2011-12-31).
public struct DayInterval: Sendable, Equatable {
    public let date: LocalDate
    public let start: Date
    /// Exclusive: the start of the next date.
    public let end: Date

    public init(date: LocalDate, zone: TimeZone) {
        self.date = date
        let start = date.startInstant(in: zone)
        let next = date.adding(days: 1).startInstant(in: zone)
        self.start = start
        // A skipped date's start is the next date's start, so the interval is empty (never inverted).
        self.end = max(start, next)
    }

    /// The interval of the date `instant` falls on.
    public init(containing instant: Date, in zone: TimeZone) {
        self.init(date: LocalDate(instant, in: zone), zone: zone)
    }

    public func contains(_ instant: Date) -> Bool {
        start <= instant && instant < end
    }

    public var duration: TimeInterval { end.timeIntervalSince(start) }

    public var isEmpty: Bool { start == end }
}
