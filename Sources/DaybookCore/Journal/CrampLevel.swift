/// Cramps of a day (seed 000 CRAMP_LEVEL).
public enum CrampLevel: String, Sendable, Codable, CaseIterable {
    case neutral = "NEUTRAL"
    case bad = "BAD"
    case terrible = "TERRIBLE"
    case good = "GOOD"
    case none = "NONE"
}
