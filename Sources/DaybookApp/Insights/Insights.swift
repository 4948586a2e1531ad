import DaybookCore
import Foundation

/// `GET /api/v1/insights/stress`: the period's summary and daily means, and the averages by hour and
/// weekday over all data, each with its n.
public struct StressInsight: Codable, Sendable {
    public var summary: PeriodSummary
    /// The mean of each day of the period that has ratings.
    public var daily: [DatedValue]
    public var byHour: [BucketAverage]
    public var byWeekday: [BucketAverage]
}

/// `GET /api/v1/insights/metrics/{metric}`: one metric's period summary and its daily values.
public struct MetricInsight: Codable, Sendable {
    public var metric: InsightMetric
    public var summary: PeriodSummary
    public var daily: [DatedValue]
}

/// `GET /api/v1/insights/correlations`: each metric against the day's mean stress.
public struct CorrelationsInsight: Codable, Sendable {
    public var lag: Int
    /// Below this many paired days a metric's status is `notEnoughData` and it has no statistics.
    public var minimumDays: Int
    public var correlations: [MetricCorrelation]
}
