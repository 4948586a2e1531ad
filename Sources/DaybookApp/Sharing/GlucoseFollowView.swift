import DaybookCore
import DaybookFormats
import Foundation

/// What a diabetes follower sees of an owner's glucose: the latest reading with its trend, today as
/// the day page loads it (readings, meals and insulin), and how each of the days before went. Read
/// through the diabetes grant only.
public struct GlucoseFollowView: Sendable {
    public struct PastDay: Sendable {
        public let date: LocalDate
        public let stats: GlucoseDayStats
    }

    /// The newest reading of the past day.
    public let latest: GlucoseReading?
    /// The direction the uploader sent with it (its CGM knows best), else the one the readings before
    /// it give; nil when neither says (readings seconds apart, a gap).
    public let trend: GlucoseTrend?
    public let today: DayView
    /// The days before today, newest first.
    public let pastDays: [PastDay]

    public static func load(_ owner: Person, today date: LocalDate, pastDays: Int = 6, _ context: UseCaseContext) async throws -> GlucoseFollowView {
        let diabetes: Set<ShareCategory> = [.diabetes]
        let recent = try await JournalEntries<GlucoseReading>(context).list(of: owner, from: date.adding(days: -1), to: date)
        let newest = recent.last
        var trend: GlucoseTrend?
        if let id = newest?.id {
            let documents = context.db.nightscoutDocuments(of: owner.id, zone: owner.preferences.zone)
            let sent = try await documents.document(linking: id, in: .entries)?.listed?.document["direction"]?.stringValue
            trend = NightscoutDirection.trend(sent)
        }
        if trend == nil { trend = GlucoseTrend.latest(recent.map(\.value)) }
        let today = try await DayView.load(date, of: owner, categories: diabetes, context)
        var past: [PastDay] = []
        for offset in stride(from: 1, through: pastDays, by: 1) {
            let day = try await DayView.load(date.adding(days: -offset), of: owner, categories: diabetes, context)
            past.append(PastDay(date: day.date, stats: day.summary.glucose))
        }
        return GlucoseFollowView(latest: newest?.value, trend: trend, today: today, pastDays: past)
    }
}
