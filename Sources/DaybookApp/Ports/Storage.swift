import DaybookCore
import Foundation

/// What the application needs from wherever the journal is kept, in the core's and the application's
/// values: one kind of stored thing per port, scoped to the person it belongs to wherever it has one.
/// The store implements it; use cases and read models reach the data only through it.
public protocol Storage: Sendable {
    /// Runs `work` as one transaction through the database's one write discipline (on SQLite, writes
    /// waiting together share one commit); refusals come back as `UseCaseError`.
    func transaction<T: Sendable>(_ work: @escaping @Sendable (any Storage) async throws -> T) async throws -> T
    /// Runs `work` alone among this process's writes on SQLite (at once on PostgreSQL); refusals come
    /// back as `UseCaseError`.
    func serialized<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async throws -> T
    /// Takes the account's write lock for the surrounding transaction, so concurrent writers of one
    /// account wait their turn, and counts the account's revision up.
    func lockAccount(_ userID: UUID) async throws
    /// Runs `work` with every journal row it writes stamped as written at `milliseconds`.
    func stamping<T: Sendable>(_ milliseconds: Int64, _ work: @escaping @Sendable () async throws -> T) async throws -> T
    /// The stamp of the write under way (`stamping`), if any.
    var writeStamp: Int64? { get }
    /// Runs `work` with every query on one connection: a page that reads many tables checks one out once.
    func onOneConnection<T: Sendable>(_ work: @escaping @Sendable (any Storage) async throws -> T) async throws -> T

    var users: any UserRows { get }
    var accessTokens: any AccessTokenRows { get }
    func twoFactor(of userID: UUID) -> any TwoFactorRows
    func passcode(of userID: UUID) -> any PasscodeRows
    var webSessions: any WebSessionRows { get }
    func attempts(_ kind: String) -> any AttemptRows
    func days(of userID: UUID) -> any DayRows
    func cycle(of userID: UUID) -> any CycleRows
    func fertilitySigns(of userID: UUID) -> any FertilitySignRows
    /// Whose pause `id` is, for reads through a grant.
    func owner(ofPause id: UUID) async throws -> UUID?
    /// The calendar feed with this secret digest, whoever owns it (the URL is the credential).
    func calendarFeed(secretDigest: String) async throws -> (id: UUID, userID: UUID)?
    func insights(of userID: UUID) -> any InsightRows
    func notifications(of userID: UUID) -> any NotificationRows
    /// Whose notification `id` is and its kind, whoever asks.
    func owner(ofNotification id: UUID) async throws -> (userID: UUID, kind: String)?
    func reminders(of userID: UUID) -> any ReminderRows
    var reminderClaims: any ReminderClaimRows { get }
    /// Runs `work` after every earlier change of the person's reminders in this process ended: with
    /// `ReminderRows.lockForChange`, a limit check and its insert never interleave with another's.
    func serializingReminderChanges<T: Sendable>(of userID: UUID, _ work: @escaping @Sendable () async throws -> T) async throws -> T
    func shares(of ownerID: UUID) -> any ShareRows
    func incomingShares(of granteeID: UUID) -> any IncomingShareRows
    func endedShares(of granteeID: UUID) -> any EndedShareRows
    var shareInvitations: any ShareInvitationRows { get }
    func timelineRuns(of userID: UUID) -> any TimelineRunRows
    /// Whose run `id` is, for reads through a grant.
    func owner(ofRun id: UUID) async throws -> UUID?
    func scenarios(of userID: UUID) -> any ScenarioRows
    var timelineRunLeases: any TimelineRunLeaseRows { get }
    func webhook(of userID: UUID) -> any WebhookRows
    var webhookOutbox: any WebhookOutboxRows { get }
    func idempotencyKeys(of userID: UUID) -> any IdempotencyKeyRows
    /// Removes up to `limit` keys of anybody's taken before `time`; how many went.
    func purgeIdempotencyKeys(createdBefore time: Date, limit: Int) async throws -> Int
    func nightscoutAccount(of userID: UUID) -> any NightscoutAccountRows
    func nightscoutTokens(of userID: UUID) -> any NightscoutTokenRows
    var nightscoutCredentials: any NightscoutCredentialRows { get }
    /// The person's Nightscout documents; `zone` dates the rows logged through them.
    func nightscoutDocuments(of userID: UUID, zone: TimeZone) -> any NightscoutDocumentRows
    /// The person's journal read and written whole; `zone` dates what is written.
    func journal(of userID: UUID, zone: TimeZone) -> any JournalBulkRows
    func favouriteMeals(of userID: UUID) -> any FavouriteRows<FavouriteMeal>
    func favouriteExercises(of userID: UUID) -> any FavouriteRows<FavouriteExercise>
    func stressRatings(of userID: UUID) -> any EntryRows<StressRating>
    func glucoseReadings(of userID: UUID) -> any EntryRows<GlucoseReading>
    func insulinDoses(of userID: UUID) -> any EntryRows<InsulinDose>
    func meals(of userID: UUID) -> any EntryRows<Meal>
    func exerciseSessions(of userID: UUID) -> any EntryRows<ExerciseSession>
    func spans(of userID: UUID) -> any EntryRows<Span>
    /// The person's illness and stress spans that overlap [start, end): they cover days after the one
    /// they began on.
    func spans(of userID: UUID, overlapping start: Date, _ end: Date) async throws -> [JournalEntry<Span>]
    func weights(of userID: UUID) -> any EntryRows<Weight>
    func bodyTemperatures(of userID: UUID) -> any EntryRows<BodyTemperature>
    func ovulationTests(of userID: UUID) -> any EntryRows<OvulationTest>
    /// Whose timed entry `id` is, for reads through a grant.
    func owner(ofEntry id: UUID, kind: JournalKind) async throws -> UUID?
}
