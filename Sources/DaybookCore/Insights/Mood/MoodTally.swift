/// How many days of a set had a good, neutral or low mood, and the shares they make.
public struct MoodTally: Sendable, Hashable, Codable {
    public let days: Int
    public let good: Int
    public let neutral: Int
    public let low: Int

    public init<S: Sequence>(_ moods: S) where S.Element == MoodLevel {
        var counts: [MoodGroup: Int] = [:]
        for mood in moods { counts[mood.group, default: 0] += 1 }
        good = counts[.good] ?? 0
        neutral = counts[.neutral] ?? 0
        low = counts[.low] ?? 0
        days = good + neutral + low
    }

    public func count(_ group: MoodGroup) -> Int {
        switch group {
        case .good: good
        case .neutral: neutral
        case .low: low
        }
    }

    /// The group's share of the days, 0…1; nil without days.
    public func share(_ group: MoodGroup) -> Double? {
        days == 0 ? nil : Double(count(group)) / Double(days)
    }

    public var goodShare: Double? { share(.good) }
}
