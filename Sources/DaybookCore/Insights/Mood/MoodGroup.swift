/// Moods read in three groups, so that "how was the day" can be counted and compared: good (great,
/// happy, loved, amused), neutral (neutral, unsure) and low (sad, angry, sick).
public enum MoodGroup: String, Sendable, Hashable, Codable, CaseIterable {
    case good
    case neutral
    case low
}

extension MoodLevel {
    public var group: MoodGroup {
        switch self {
        case .great, .happy, .loved, .lol: .good
        case .neutral, .idk: .neutral
        case .sad, .angry, .sick: .low
        }
    }

    /// Best to worst, the order a legend and the counts list them in.
    public static let bestFirst: [MoodLevel] = [.great, .happy, .loved, .lol, .neutral, .idk, .sad, .angry, .sick]
}
