import DaybookCore
import Foundation

/// What a parser needs to know about the person importing that the file does not say.
public struct ImportContext: Sendable {
    /// For times written without an offset (Daylio) and for dating instants into days.
    public var timeZone: TimeZone
    /// Daylio lets people rename their moods; their labels map here.
    public var daylioMoods: DaylioMoodMapping
    /// The latest date a journal fact in the file may have (nil: not checked).
    public var horizon: JournalHorizon?

    public init(timeZone: TimeZone, daylioMoods: DaylioMoodMapping = .standard, horizon: JournalHorizon? = nil) {
        self.timeZone = timeZone
        self.daylioMoods = daylioMoods
        self.horizon = horizon
    }

    /// Why a date read from the file cannot be journaled (past the horizon), or nil when it can.
    public func futureDateProblem(_ date: LocalDate) -> Problem? {
        guard let horizon, !horizon.contains(date) else { return nil }
        return horizon.problem(for: date)
    }

    /// The same for an instant, dated in the person's zone.
    public func futureDateProblem(_ instant: Date) -> Problem? {
        futureDateProblem(LocalDate(instant, in: timeZone))
    }
}
