import Foundation

/// Turns instants into local dates and times of day in one time zone, fast: a UTC offset is looked
/// up once and reused until the zone's next transition, so a run of readings costs one time-zone
/// lookup per offset change instead of a Calendar call per value. Works on unsorted input too
/// (with more lookups).
public struct LocalClock {
    public let timeZone: TimeZone
    // The cached offset holds for instants in validFrom..<validUntil (seconds since 1970).
    private var validFrom = Double.infinity
    private var validUntil = -Double.infinity
    private var offset = 0

    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// The local time of an instant as (day number since 1970-01-01, second of the day 0..<86 400).
    public mutating func localTime(of instant: Date) -> (dayNumber: Int, secondOfDay: Int) {
        let seconds = instant.timeIntervalSince1970
        if !(seconds >= validFrom && seconds < validUntil) {
            refresh(at: instant)
        }
        let local = Int(seconds.rounded(.down)) + offset
        let day = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        return (day, local - day * 86_400)
    }

    public mutating func date(of instant: Date) -> LocalDate {
        LocalDate(dayNumber: localTime(of: instant).dayNumber)
    }

    private mutating func refresh(at instant: Date) {
        let seconds = instant.timeIntervalSince1970
        offset = timeZone.secondsFromGMT(for: instant)
        validUntil = timeZone.nextDaylightSavingTimeTransition(after: instant)?.timeIntervalSince1970 ?? .infinity
        // Reach back to the start of the UTC hour when no transition lies between, so unsorted
        // readings of the same hour reuse the offset too.
        let hourStart = (seconds / 3600).rounded(.down) * 3600
        validFrom = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: hourStart)) == offset ? hourStart : seconds
    }
}
