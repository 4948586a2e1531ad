/// Moods on days whose other measure (hours slept, mean stress) reached a threshold, against the
/// days it did not: "on days you slept 7 h or more, 64 % of your moods were good; after shorter
/// nights, 41 %". Only days with both a mood and the measure count.
public struct MoodSplit: Sendable, Hashable, Codable {
    public enum Status: String, Sendable, Codable {
        case ok
        /// One side has fewer than `minimumDays` days.
        case notEnoughData
    }

    /// Days each side needs before the two are compared.
    public static let minimumDays = 7

    public let threshold: Double
    /// Days whose measure is at least `threshold`.
    public let atLeast: MoodTally
    /// Days whose measure is below `threshold`.
    public let below: MoodTally
    public let status: Status
    /// More days still needed, on the side that has fewest, before the sides are compared; 0 when `.ok`.
    public let daysNeeded: Int
    public let minimumDays: Int

    public init(moods: [DatedMood], values: [DatedValue], threshold: Double) {
        var measure: [LocalDate: Double] = [:]
        for item in values where item.value.isFinite { measure[item.date] = item.value }
        var high: [MoodLevel] = [], low: [MoodLevel] = []
        for day in moods {
            guard let value = measure[day.date] else { continue }
            if value >= threshold { high.append(day.mood) } else { low.append(day.mood) }
        }
        self.threshold = threshold
        atLeast = MoodTally(high)
        below = MoodTally(low)
        minimumDays = Self.minimumDays
        daysNeeded = max(0, Self.minimumDays - min(atLeast.days, below.days))
        status = daysNeeded == 0 ? .ok : .notEnoughData
    }
}
