import DaybookCore
import Foundation

/// The series insights and reports are drawn from, summed up where the data lie: a year of CGM
/// readings comes back as one value a day, not 105,000 rows.
public protocol InsightRows: Sendable {
    func stress(from: Date?, to: Date?) async throws -> [TimedValue]
    func glucose(from: Date, to: Date) async throws -> [TimedValue]
    func insulin(from: Date, to: Date) async throws -> [TimedValue]
    func meals(from: Date, to: Date) async throws -> (carbs: [TimedValue], protein: [TimedValue], fat: [TimedValue])
    func metrics(from: LocalDate?, to: LocalDate?) async throws -> [InsightMetric: [DatedValue]]
    func moodAndSleep(from: LocalDate, to: LocalDate) async throws -> (mood: [DatedValue], sleep: [DatedValue])
    func moodLevelsAndSleep(from: LocalDate, to: LocalDate) async throws -> (moods: [DatedMood], sleep: [DatedValue])
    /// Each day's mean glucose and percent of readings within `range`.
    func dailyGlucose(within range: ClosedRange<Double>, from: LocalDate, to: LocalDate) async throws
        -> (mean: [DatedValue], percentWithin: [DatedValue])
    func daily(_ aggregate: DailyAggregate, from: LocalDate, to: LocalDate) async throws -> [DatedValue]
}

/// A value summed up per day (the local day each entry was logged on).
public enum DailyAggregate: Sendable {
    case stressMean
    case insulinSum
}

extension InsightRows {
    func stress() async throws -> [TimedValue] { try await stress(from: nil, to: nil) }
    func metrics() async throws -> [InsightMetric: [DatedValue]] { try await metrics(from: nil, to: nil) }
}
