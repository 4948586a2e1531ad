import Foundation

/// How far ahead a journal fact may be dated: a symptom day, a period, a pause's start and every
/// timed entry lie at most one day past today in the person's time zone. The one day allows for
/// clock skew and travel across the date line; anything later is a typo (2999 for 2029) that would
/// otherwise feed the predictions. Plans (reminders, timeline runs) have rules of their own.
public struct JournalHorizon: Sendable, Equatable {
    /// The latest date a journal fact may have.
    public let latest: LocalDate

    public init(today: LocalDate) {
        latest = today.adding(days: 1)
    }

    public init(now: Date, zone: TimeZone) {
        self.init(today: LocalDate(now, in: zone))
    }

    public func contains(_ date: LocalDate) -> Bool {
        date <= latest
    }

    public func check(_ date: LocalDate, field: String) throws(ValidationError) {
        guard contains(date) else { throw ValidationError(field: field, problem(for: date)) }
    }

    /// An instant, dated in `zone`.
    public func check(_ instant: Date, in zone: TimeZone, field: String) throws(ValidationError) {
        try check(LocalDate(instant, in: zone), field: field)
    }

    public func problem(for date: LocalDate) -> Problem {
        Problem(.tooFarInFuture, ["date": "\(date)", "latest": "\(latest)"])
    }
}
