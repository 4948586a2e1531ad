/// How often one mood was logged in a period, and its share of the days with a mood.
public struct MoodCount: Sendable, Hashable, Codable {
    public let mood: MoodLevel
    public let group: MoodGroup
    public let days: Int
    /// 0…1 of the days with a mood.
    public let share: Double

    public init(mood: MoodLevel, days: Int, share: Double) {
        self.mood = mood
        self.group = mood.group
        self.days = days
        self.share = share
    }
}
