import DaybookCore
import DaybookApp
import FluentKit
import Foundation

/// The application's ports on a Fluent database (SQLite or PostgreSQL).
struct FluentStorage: Storage {
    let db: any Database
    /// The database's one write discipline: every transaction goes through it.
    let writes: WriteDiscipline

    init(_ db: any Database, writes: WriteDiscipline) {
        self.db = db
        self.writes = writes
    }

    func transaction<T: Sendable>(_ work: @escaping @Sendable (any Storage) async throws -> T) async throws -> T {
        let writes = writes
        return try await Self.translatingRefusals {
            try await writes.transaction(db) { tx in try await work(FluentStorage(tx, writes: writes)) }
        }
    }

    func serialized<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async throws -> T {
        try await Self.translatingRefusals { try await writes.serialized(db, work) }
    }

    func lockAccount(_ userID: UUID) async throws {
        try await WriteDiscipline.lockAccount(userID, on: db)
    }

    func stamping<T: Sendable>(_ milliseconds: Int64, _ work: @escaping @Sendable () async throws -> T) async throws -> T {
        try await WriteStamp.$milliseconds.withValue(milliseconds) { try await work() }
    }

    var writeStamp: Int64? { WriteStamp.milliseconds }

    func onOneConnection<T: Sendable>(_ work: @escaping @Sendable (any Storage) async throws -> T) async throws -> T {
        let writes = writes
        return try await db.withConnection { connection in try await work(FluentStorage(connection, writes: writes)) }
    }

    /// The store's words for a refusal in the application's; any other error as it is.
    private static func translatingRefusals<T>(_ work: () async throws -> T) async throws -> T {
        do {
            return try await work()
        } catch StoreError.duplicate(let field) {
            throw UseCaseError.duplicate(field: field)
        } catch StoreError.notFound {
            throw UseCaseError.notFound("This")
        }
    }

    var users: any UserRows { FluentUserRows(db: db) }
    var accessTokens: any AccessTokenRows { FluentAccessTokenRows(db: db) }
    func twoFactor(of userID: UUID) -> any TwoFactorRows { FluentTwoFactorRows(queries: TwoFactorQueries(db, userID: userID)) }
    func passcode(of userID: UUID) -> any PasscodeRows { FluentPasscodeRows(queries: PasscodeQueries(db, userID: userID)) }
    var webSessions: any WebSessionRows { FluentWebSessionRows(queries: WebSessionQueries(db)) }
    func attempts(_ kind: String) -> any AttemptRows { FluentAttemptRows(queries: ThrottleQueries(db, kind: kind)) }
    func days(of userID: UUID) -> any DayRows { FluentDayRows(queries: DayQueries(db, userID: userID), dates: JournalDates(db, userID: userID)) }
    func cycle(of userID: UUID) -> any CycleRows { FluentCycleRows(db: db, queries: CycleQueries(db, userID: userID)) }
    func fertilitySigns(of userID: UUID) -> any FertilitySignRows { FertilitySignQueries(db, userID: userID) }
    func owner(ofPause id: UUID) async throws -> UUID? { try await CycleQueries.owner(ofPause: id, on: db) }
    func calendarFeed(secretDigest: String) async throws -> (id: UUID, userID: UUID)? {
        guard let feed = try await CycleQueries.feed(secretHash: secretDigest, on: db) else { return nil }
        return (try feed.requireID(), feed.userID)
    }
    func insights(of userID: UUID) -> any InsightRows { InsightQueries(db, userID: userID) }
    func notifications(of userID: UUID) -> any NotificationRows { FluentNotificationRows(queries: NotificationQueries(db, userID: userID)) }
    func owner(ofNotification id: UUID) async throws -> (userID: UUID, kind: String)? {
        try await NotificationQueries.owner(of: id, on: db)
    }
    func reminders(of userID: UUID) -> any ReminderRows { FluentReminderRows(queries: ReminderQueries(db, userID: userID)) }
    var reminderClaims: any ReminderClaimRows { FluentReminderClaimRows(db: db) }
    func serializingReminderChanges<T: Sendable>(of userID: UUID, _ work: @escaping @Sendable () async throws -> T) async throws -> T {
        try await ReminderQueries.changes.run(userID, work)
    }
    func shares(of ownerID: UUID) -> any ShareRows { FluentShareRows(queries: ShareQueries(db, ownerID: ownerID)) }
    func incomingShares(of granteeID: UUID) -> any IncomingShareRows {
        FluentIncomingShareRows(queries: IncomingShareQueries(db, granteeID: granteeID))
    }
    func endedShares(of granteeID: UUID) -> any EndedShareRows { FluentEndedShareRows(queries: EndedShareQueries(db, granteeID: granteeID)) }
    var shareInvitations: any ShareInvitationRows { FluentShareInvitationRows(db: db) }
    func timelineRuns(of userID: UUID) -> any TimelineRunRows { FluentTimelineRunRows(queries: TimelineRunQueries(db, userID: userID)) }
    func owner(ofRun id: UUID) async throws -> UUID? { try await TimelineRunQueries.owner(of: id, on: db) }
    func scenarios(of userID: UUID) -> any ScenarioRows { FluentScenarioRows(queries: TimelineScenarioQueries(db, userID: userID)) }
    var timelineRunLeases: any TimelineRunLeaseRows { FluentTimelineRunLeaseRows(db: db) }
    func webhook(of userID: UUID) -> any WebhookRows { FluentWebhookRows(queries: WebhookQueries(db, userID: userID)) }
    var webhookOutbox: any WebhookOutboxRows { FluentWebhookOutboxRows(db: db) }
    func idempotencyKeys(of userID: UUID) -> any IdempotencyKeyRows {
        FluentIdempotencyKeyRows(queries: IdempotencyKeyQueries(db, userID: userID))
    }
    func purgeIdempotencyKeys(createdBefore time: Date, limit: Int) async throws -> Int {
        try await IdempotencyKeyQueries.purge(db, createdBefore: time, limit: limit)
    }
    func nightscoutAccount(of userID: UUID) -> any NightscoutAccountRows {
        FluentNightscoutAccountRows(queries: NightscoutAccountQueries(db, userID: userID))
    }
    func nightscoutTokens(of userID: UUID) -> any NightscoutTokenRows {
        FluentNightscoutTokenRows(queries: NightscoutTokenQueries(db, userID: userID))
    }
    var nightscoutCredentials: any NightscoutCredentialRows { FluentNightscoutCredentialRows(db: db) }
    func nightscoutDocuments(of userID: UUID, zone: TimeZone) -> any NightscoutDocumentRows {
        FluentNightscoutDocumentRows(db: db, queries: NightscoutDocumentQueries(db, userID: userID, zone: zone))
    }
    func journal(of userID: UUID, zone: TimeZone) -> any JournalBulkRows { FluentJournalBulkRows(db: db, userID: userID, zone: zone) }
    func favouriteMeals(of userID: UUID) -> any FavouriteRows<FavouriteMeal> {
        FluentFavouriteMeals(db: db, queries: FavouriteQueries(db, userID: userID))
    }
    func favouriteExercises(of userID: UUID) -> any FavouriteRows<FavouriteExercise> {
        FluentFavouriteExercises(db: db, queries: FavouriteQueries(db, userID: userID))
    }
    func stressRatings(of userID: UUID) -> any EntryRows<StressRating> { FluentEntryRows<StressRatingRecord>(db, userID: userID) }
    func glucoseReadings(of userID: UUID) -> any EntryRows<GlucoseReading> {
        let queries = EntryQueries<GlucoseReadingRecord>(db, userID: userID)
        return FluentEntryRows<GlucoseReadingRecord>(db, userID: userID) { date in
            try await queries.readings(on: date).map { JournalEntry(id: $0.id, date: date, value: $0.value) }
        }
    }
    func insulinDoses(of userID: UUID) -> any EntryRows<InsulinDose> { FluentEntryRows<InsulinDoseRecord>(db, userID: userID) }
    func meals(of userID: UUID) -> any EntryRows<Meal> { FluentEntryRows<MealRecord>(db, userID: userID) }
    func exerciseSessions(of userID: UUID) -> any EntryRows<ExerciseSession> { FluentEntryRows<ExerciseSessionRecord>(db, userID: userID) }
    func spans(of userID: UUID) -> any EntryRows<Span> { FluentEntryRows<SpanRecord>(db, userID: userID) }
    func spans(of userID: UUID, overlapping start: Date, _ end: Date) async throws -> [JournalEntry<Span>] {
        try await EntryQueries<SpanRecord>(db, userID: userID).overlapping(start: start, end: end).map(JournalEntry.init)
    }
    func weights(of userID: UUID) -> any EntryRows<Weight> { FluentEntryRows<WeightRecord>(db, userID: userID) }
    func bodyTemperatures(of userID: UUID) -> any EntryRows<BodyTemperature> { FluentEntryRows<BodyTemperatureRecord>(db, userID: userID) }
    func ovulationTests(of userID: UUID) -> any EntryRows<OvulationTest> { FluentEntryRows<OvulationTestRecord>(db, userID: userID) }
    func owner(ofEntry id: UUID, kind: JournalKind) async throws -> UUID? { try await JournalTables.owner(of: id, kind: kind, on: db) }
}
