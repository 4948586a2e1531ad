/// A correlation read the way a person would say it: which way stress went on days with more of the
/// metric, how strong the link is (|r| by Cohen's bands: under 0.1 none, 0.3 weak, 0.5 moderate, then
/// strong) and how sure we are it is not chance (the corrected p-value: under 0.01 strong evidence,
/// under 0.05 some, else none).
public struct CorrelationReading: Sendable, Hashable {
    public enum Direction: String, Sendable { case higher, lower }
    public enum Strength: String, Sendable { case none, weak, moderate, strong }
    public enum Evidence: String, Sendable { case strong, some, none }

    public let direction: Direction
    public let strength: Strength
    public let evidence: Evidence

    public init(r: Double, adjustedP: Double?) {
        direction = r < 0 ? .lower : .higher
        switch abs(r) {
        case ..<0.1: strength = .none
        case ..<0.3: strength = .weak
        case ..<0.5: strength = .moderate
        default: strength = .strong
        }
        switch adjustedP {
        case .some(let p) where p < 0.01: evidence = .strong
        case .some(let p) where p < 0.05: evidence = .some
        default: evidence = .none
        }
    }

    /// Nil without numbers (not enough paired days).
    public init?(_ correlation: MetricCorrelation) {
        guard correlation.status == .ok, let r = correlation.statistics?.r else { return nil }
        self.init(r: r, adjustedP: correlation.adjustedPValue)
    }
}
