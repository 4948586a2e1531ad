/// Cramps of a day.
public enum CrampLevel: String, Sendable, Codable, CaseIterable {
    case neutral = "NEUTRAL"
    case bad = "BAD"
    case terrible = "TERRIBLE"
    case good = "GOOD"
    case none = "NONE"
}
