/// The mood logged on one day.
public struct DatedMood: Sendable, Hashable, Codable {
    public var date: LocalDate
    public var mood: MoodLevel

    public init(date: LocalDate, mood: MoodLevel) {
        self.date = date
        self.mood = mood
    }
}
