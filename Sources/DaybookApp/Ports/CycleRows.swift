import DaybookCore
import Foundation

/// What one person's cycle is read from besides the days' flow records: pauses, the answers to
/// "new period or spotting?", and the calendar feed.
public protocol CycleRows: Sendable {
    /// Every day's logged flow.
    func flow() async throws -> [LocalDate: FlowLevel]
    func pauses() async throws -> [StoredPause]
    func pause(_ id: UUID) async throws -> StoredPause?
    /// A new pause, or the pause `id` replaced; nil when the person has no pause `id`.
    func savePause(_ pause: PauseSpan, replacing id: UUID?) async throws -> StoredPause?
    /// False when the person has no pause with this id.
    func deletePause(_ id: UUID) async throws -> Bool
    func startAnswers() async throws -> [LocalDate: StartAnswer]
    /// Stores the answer for the bleeding that began on `date`, replacing an earlier one.
    func answer(_ answer: StartAnswer, for date: LocalDate, at time: Date) async throws
    func feed() async throws -> CalendarFeedStatus?
    /// Replaces the feed's secret: the old URL stops working at once.
    func replaceFeed(secretDigest: String) async throws -> CalendarFeedStatus
    func deleteFeed() async throws -> Bool
    /// Notes when the feed was last fetched; a feed replaced or revoked since it was read is left alone.
    func feedFetched(_ id: UUID, at time: Date) async throws
}

/// The waking temperatures, mucus and LH surges of one person's days: what the fertility rules read.
public protocol FertilitySignRows: Sendable {
    /// The first reading of each day in the range, in °C, with whether the person excluded it.
    func firstTemperatures(from: LocalDate, to: LocalDate) async throws -> [LocalDate: (celsius: Double, excluded: Bool)]
    func mucus(from: LocalDate, to: LocalDate) async throws -> [LocalDate: Mucus]
    /// The days with a positive ovulation test.
    func surgeDays(from: LocalDate, to: LocalDate) async throws -> Set<LocalDate>
}
