/// The four daily metrics of the metrics log.
public enum InsightMetric: String, Sendable, Codable, CaseIterable {
    case sleep, activity, work, diet
}
