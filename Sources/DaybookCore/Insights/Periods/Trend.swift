/// How a period's average moved against the previous period's ("increase of 1.0 from yesterday";
/// the words are the UI's).
public struct Trend: Sendable, Codable, Equatable {
    public enum Direction: String, Sendable, Codable {
        case increase, decrease, unchanged
    }

    /// Current average minus previous average.
    public let delta: Double
    public let direction: Direction

    public init(current: Double, previous: Double) {
        delta = current - previous
        // Averages of ratings differ by rounding noise only when they are really equal.
        direction = abs(delta) < 1e-9 ? .unchanged : (delta > 0 ? .increase : .decrease)
    }
}
