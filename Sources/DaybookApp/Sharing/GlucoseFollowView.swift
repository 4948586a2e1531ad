import DaybookCore
import Foundation

/// What a diabetes follower sees of an owner's glucose: the latest readings (for the value, its age
/// and trend), today as the day page loads it (readings, meals and insulin), and how each of the days
/// before went. Read through the diabetes grant only.
public struct GlucoseFollowView: Sendable {
    public struct PastDay: Sendable {
        public let date: LocalDate
        public let stats: GlucoseDayStats
    }

    /// The last two readings of the past day, oldest first: the newest is shown, the pair gives the trend.
    public let latest: [GlucoseReading]
    public let today: DayView
    /// The days before today, newest first.
    public let pastDays: [PastDay]

    public static func load(_ owner: Person, today date: LocalDate, pastDays: Int = 6, _ context: UseCaseContext) async throws -> GlucoseFollowView {
        let diabetes: Set<ShareCategory> = [.diabetes]
        let latest = try await JournalEntries<GlucoseReading>(context).list(of: owner, from: date.adding(days: -1), to: date)
            .suffix(2).map(\.value)
        let today = try await DayView.load(date, of: owner, categories: diabetes, context)
        var past: [PastDay] = []
        for offset in stride(from: 1, through: pastDays, by: 1) {
            let day = try await DayView.load(date.adding(days: -offset), of: owner, categories: diabetes, context)
            past.append(PastDay(date: day.date, stats: day.summary.glucose))
        }
        return GlucoseFollowView(latest: latest, today: today, pastDays: past)
    }
}
