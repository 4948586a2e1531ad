import Foundation

/// Turns instants into local dates and times of day in one time zone, fast: the UTC offset is
/// looked up once per UTC hour and reused for the following instants of that hour, so sorted input
/// costs one time-zone lookup per hour instead of a Calendar call per value. (Offsets change on
/// whole UTC hours in every zone with DST today; the rare half-hour change is off by at most that.)
public struct LocalClock {
    public let timeZone: TimeZone
    private var cachedHour = Int.min
    private var cachedOffset = 0

    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// The local time of an instant as (day number since 1970-01-01, second of the day 0..<86 400).
    public mutating func localTime(of instant: Date) -> (dayNumber: Int, secondOfDay: Int) {
        let seconds = instant.timeIntervalSince1970
        let whole = Int(seconds.rounded(.down))
        let hour = whole >= 0 ? whole / 3600 : (whole - 3599) / 3600
        if hour != cachedHour {
            cachedHour = hour
            cachedOffset = timeZone.secondsFromGMT(for: instant)
        }
        let local = whole + cachedOffset
        let day = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        return (day, local - day * 86_400)
    }

    public mutating func date(of instant: Date) -> LocalDate {
        LocalDate(dayNumber: localTime(of: instant).dayNumber)
    }
}
