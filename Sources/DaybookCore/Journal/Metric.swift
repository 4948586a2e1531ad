/// The four daily metrics of the metrics log. They are read through one subscript so
/// every analysis is one code path for all four; `DailyMetrics[metric]` keeps that idea.
public enum Metric: String, Sendable, Codable, CaseIterable {
    case sleep
    case activity
    case work
    case diet

    /// Sleep, activity and work are hours in a day; diet is a self-rated score.
    public var range: ClosedRange<Double> {
        switch self {
        case .sleep, .activity, .work: 0...24
        case .diet: 1...10
        }
    }

    public var unit: String {
        switch self {
        case .sleep, .activity, .work: "hours"
        case .diet: "points"
        }
    }
}
