import Foundation

extension Span {
    /// The dates this span covers in `zone`: from the date it started to the date it ended, or to
    /// today while it goes on. An end at midnight does not reach into the new day.
    public func coveredDates(in zone: TimeZone, asOf now: Date) -> ClosedRange<LocalDate> {
        let first = LocalDate(start, in: zone)
        let last = LocalDate((end ?? max(now, start)).addingTimeInterval(-0.001), in: zone)
        return first...max(first, last)
    }
}
