/// One point of a correlation scatter: a day's metric (x) against that day's mean stress (y).
public struct PairedDay: Sendable, Codable, Equatable {
    /// The stress day; with lag 1 the metric is from the day before.
    public let date: LocalDate
    public let metric: Double
    public let stress: Double

    public init(date: LocalDate, metric: Double, stress: Double) {
        self.date = date
        self.metric = metric
        self.stress = stress
    }
}
