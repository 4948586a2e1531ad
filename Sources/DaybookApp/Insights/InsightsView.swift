import DaybookCore
import Foundation

/// Reads one person's rows for an analysis (one query per table, never one per day) and hands them to
/// the core. The JSON endpoints, the charts and the insights page share it, so a chart always shows
/// the API's numbers.
public struct InsightsView: Sendable {
    let queries: any InsightRows
    let preferences: Preferences

    public init(_ person: Person, _ context: UseCaseContext) {
        queries = context.db.insights(of: person.id)
        preferences = person.preferences
    }

    var zone: TimeZone { preferences.zone }

    public func stress(period: AnalysisPeriod, date: LocalDate) async throws -> StressInsight {
        // The averages by hour and weekday are over all data, so every rating is read once.
        let ratings = try await queries.stress()
        let range = period.range(containing: date)
        return StressInsight(
            summary: StressAnalysis.summary(of: ratings, period: period, containing: date, in: zone),
            daily: DailyMean.of(ratings, in: zone, from: range.lowerBound, to: range.upperBound),
            byHour: StressAnalysis.byHour(ratings, in: zone),
            byWeekday: StressAnalysis.byWeekday(ratings, in: zone))
    }

    /// Only the averages by hour and weekday over all data (the bar charts).
    public func stressBuckets() async throws -> (byHour: [BucketAverage], byWeekday: [BucketAverage]) {
        let ratings = try await queries.stress()
        return (StressAnalysis.byHour(ratings, in: zone), StressAnalysis.byWeekday(ratings, in: zone))
    }

    public func metric(_ metric: InsightMetric, period: AnalysisPeriod, date: LocalDate) async throws -> MetricInsight {
        let range = period.range(containing: date)
        let values = try await queries.metrics(from: period.previousRange(before: date).lowerBound, to: range.upperBound)[metric] ?? []
        return MetricInsight(
            metric: metric,
            summary: try MetricsAnalysis.summary(of: values, period: period, containing: date),
            daily: values.filter { range.contains($0.date) })
    }

    public func correlations(lag: Int, metrics: [InsightMetric]) async throws -> CorrelationsInsight {
        let all = try await queries.metrics()
        let stress = try await queries.stress()
        let chosen = all.filter { metrics.contains($0.key) }
        return CorrelationsInsight(
            lag: lag, minimumDays: CorrelationAnalysis.minimumDays,
            correlations: try CorrelationAnalysis.analyse(metrics: chosen, stress: stress, in: zone, lag: lag))
    }

    public func glucose(_ range: ClosedRange<LocalDate>, slotMinutes: Int) async throws -> GlucoseReport {
        let from = range.lowerBound.startInstant(in: zone), to = range.upperBound.adding(days: 1).startInstant(in: zone)
        let readings = try await queries.glucose(from: from, to: to)
        let meals = try await queries.meals(from: from, to: to)
        let insulin = try await queries.insulin(from: from, to: to)
        return try GlucoseReport(
            readings: readings, carbs: meals.carbs, protein: meals.protein, fat: meals.fat, insulin: insulin,
            from: range.lowerBound, to: range.upperBound, timeZone: zone, unit: preferences.glucoseUnit,
            slotMinutes: slotMinutes)
    }

    /// One value per day for the calendar heatmap: the day's mean stress, or a daily metric.
    public func daily(_ subject: HeatmapSubject, _ range: ClosedRange<LocalDate>) async throws -> [DatedValue] {
        switch subject {
        case .stress:
            let ratings = try await queries.stress(from: range.lowerBound.startInstant(in: zone),
                                                   to: range.upperBound.adding(days: 1).startInstant(in: zone))
            return DailyMean.of(ratings, in: zone, from: range.lowerBound, to: range.upperBound)
        case .metric(let metric):
            return try await queries.metrics(from: range.lowerBound, to: range.upperBound)[metric] ?? []
        }
    }
}

/// What a calendar heatmap shades: daily mean stress or one daily metric.
public enum HeatmapSubject: Equatable, Sendable {
    case stress
    case metric(InsightMetric)

    public init?(_ name: String) {
        if name == "stress" {
            self = .stress
        } else if let metric = InsightMetric(rawValue: name) {
            self = .metric(metric)
        } else {
            return nil
        }
    }
}
