import DaybookCore
import Foundation

/// `GET /api/v1/insights/mood`: the period's moods day by day and what they add up to.
public struct MoodInsight: Codable, Sendable {
    public var from: LocalDate
    public var to: LocalDate
    /// Days of the period with a mood, oldest first.
    public var days: [DatedMood]
    public var statistics: MoodStatistics

    /// The longest period one answer covers: a leap year.
    public static let maximumDays = 366
}
