import DaybookCore
import Vapor

/// `GET /api/v1/insights/stress`: the period's summary and daily means, and the averages by hour and
/// weekday over all data, each with its n.
struct StressInsight: Content {
    var summary: PeriodSummary
    /// The mean of each day of the period that has ratings.
    var daily: [DatedValue]
    var byHour: [BucketAverage]
    var byWeekday: [BucketAverage]
}

/// `GET /api/v1/insights/metrics/{metric}`: one metric's period summary and its daily values.
struct MetricInsight: Content {
    var metric: InsightMetric
    var summary: PeriodSummary
    var daily: [DatedValue]
}

/// `GET /api/v1/insights/correlations`: each metric against the day's mean stress.
struct CorrelationsInsight: Content {
    var lag: Int
    /// Below this many paired days a metric's status is `notEnoughData` and it has no statistics.
    var minimumDays: Int
    var correlations: [MetricCorrelation]
}
