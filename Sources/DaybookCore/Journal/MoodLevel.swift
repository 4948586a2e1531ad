/// Mood of a day.
public enum MoodLevel: String, Sendable, Codable, CaseIterable {
    case happy = "HAPPY"
    case neutral = "NEUTRAL"
    case sad = "SAD"
    case lol = "LOL"
    case idk = "IDK"
    case great = "GREAT"
    case sick = "SICK"
    case angry = "ANGRY"
    case loved = "LOVED"
}

extension MoodLevel {
    /// How good the day felt, 1 (worst) to 5 (best), for averages: the five-point scale Daylio uses,
    /// with our extra moods placed beside their nearest neighbour.
    public var score: Double {
        switch self {
        case .great, .loved: 5
        case .happy, .lol: 4
        case .neutral, .idk: 3
        case .sad: 2
        case .angry, .sick: 1
        }
    }
}
