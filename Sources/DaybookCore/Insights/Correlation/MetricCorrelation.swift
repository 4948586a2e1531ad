/// One metric's correlation with stress, as the insights page shows it.
public struct MetricCorrelation: Sendable, Codable, Equatable {
    public enum Status: String, Sendable, Codable {
        case ok
        /// Fewer than `CorrelationAnalysis.minimumDays` paired days, or a constant series: no numbers.
        case notEnoughData
    }

    public let metric: InsightMetric
    public let status: Status
    public let points: [PairedDay]
    /// `nil` unless status is `.ok`.
    public let statistics: LinearCorrelation?
    /// The p-value shown after Holm's correction across the metrics of the same analysis: the
    /// permutation p-value where there is one (n < 30), the t-test's otherwise.
    public let adjustedPValue: Double?

    public init(metric: InsightMetric, status: Status, points: [PairedDay], statistics: LinearCorrelation?, adjustedPValue: Double?) {
        self.metric = metric
        self.status = status
        self.points = points
        self.statistics = statistics
        self.adjustedPValue = adjustedPValue
    }
}
