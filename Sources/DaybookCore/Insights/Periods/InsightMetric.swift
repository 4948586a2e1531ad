/// The four daily metrics of seed 003's metrics log.
public enum InsightMetric: String, Sendable, Codable, CaseIterable {
    case sleep, activity, work, diet
}
