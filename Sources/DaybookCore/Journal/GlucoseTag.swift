/// A reading's place against the user's thresholds.
public enum GlucoseTag: String, Sendable, Codable, CaseIterable {
    case hypo
    case inRange
    case hyper

    /// Below `hypo` is hypo, above `hyper` is hyper; a value equal to a threshold is in range.
    public init(mgPerDL value: Double, hypo: Double, hyper: Double) {
        if value < hypo {
            self = .hypo
        } else if value > hyper {
            self = .hyper
        } else {
            self = .inRange
        }
    }
}
