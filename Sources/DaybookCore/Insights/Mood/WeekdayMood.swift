/// The moods of one weekday (ISO: Monday = 1 … Sunday = 7) across a period.
public struct WeekdayMood: Sendable, Hashable, Codable {
    public let weekday: Int
    public let tally: MoodTally

    public init(weekday: Int, tally: MoodTally) {
        self.weekday = weekday
        self.tally = tally
    }
}
