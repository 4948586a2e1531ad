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
