import DaybookCore
import FluentKit
import Foundation

/// How an import meets what is already there.
public enum ExportImportMode: String, Sendable, CaseIterable {
    /// Adds what is not there yet: a row whose id exists (or a day that already has its record) is
    /// skipped, so importing the same document twice adds nothing the second time.
    case merge
    /// Deletes all of the user's journal data first, then writes the document, ids and profile included.
    case replace
}

/// What an import wrote, per list of the document.
public struct ExportImportResult: Sendable, Equatable, Codable {
    public var added: [String: Int] = [:]
    public var skipped: [String: Int] = [:]
}

/// Writes a validated `ExportDocument` for one user in ONE transaction: all of it, or nothing.
public struct ExportDocumentWriter: Sendable {
    let db: any Database
    let userID: UUID

    public init(_ db: any Database, userID: UUID) {
        self.db = db
        self.userID = userID
    }

    /// Returns the ids of the timeline runs written, for the scheduler to resume.
    public func write(_ document: ExportDocument, mode: ExportImportMode) async throws -> (result: ExportImportResult, runs: [UUID]) {
        try await db.transaction { tx in
            let writer = ExportDocumentWriter(tx, userID: userID)
            if mode == .replace { try await writer.deleteJournal(keepingProfile: false, document.profile.preferences) }
            return try await writer.insertAll(document)
        }
    }

    /// Every row of the user except the account, its tokens and sessions, and its calendar feed.
    public func deleteJournal() async throws {
        try await db.transaction { tx in
            try await ExportDocumentWriter(tx, userID: userID).deleteJournal(keepingProfile: true, nil)
        }
    }

    private func deleteJournal(keepingProfile: Bool, _ preferences: Preferences?) async throws {
        try await SymptomsRecord.query(on: db).filter(\.$userID == userID).delete()
        try await DailyMetricsRecord.query(on: db).filter(\.$userID == userID).delete()
        try await StressRatingRecord.query(on: db).filter(\.$userID == userID).delete()
        try await GlucoseReadingRecord.query(on: db).filter(\.$userID == userID).delete()
        try await InsulinDoseRecord.query(on: db).filter(\.$userID == userID).delete()
        try await MealRecord.query(on: db).filter(\.$userID == userID).delete()
        try await ExerciseSessionRecord.query(on: db).filter(\.$userID == userID).delete()
        try await SpanRecord.query(on: db).filter(\.$userID == userID).delete()
        try await FavouriteMealRecord.query(on: db).filter(\.$userID == userID).delete()
        try await FavouriteExerciseRecord.query(on: db).filter(\.$userID == userID).delete()
        try await CyclePauseRecord.query(on: db).filter(\.$userID == userID).delete()
        try await TimelineScenarioRecord.query(on: db).filter(\.$userID == userID).delete()
        try await TimelineRunRecord.query(on: db).filter(\.$userID == userID).delete()
        try await NotificationRecord.query(on: db).filter(\.$userID == userID).delete()
        try await ShareRecord.query(on: db).filter(\.$ownerID == userID).delete()
        try await ReminderRecord.query(on: db).filter(\.$userID == userID).delete()
        try await WebhookDeliveryRecord.query(on: db).filter(\.$userID == userID).delete()
        try await WebhookRecord.query(on: db).filter(\.$userID == userID).delete()
        try await NightscoutDocumentRecord.query(on: db).filter(\.$userID == userID).delete()
        if !keepingProfile, let preferences, let user = try await UserRecord.find(userID, on: db) {
            user.preferences = preferences
            try await user.save(on: db)
        }
    }

    private func insertAll(_ document: ExportDocument) async throws -> (result: ExportImportResult, runs: [UUID]) {
        var result = ExportImportResult()
        let symptomDates = Set(try await SymptomsRecord.query(on: db).filter(\.$userID == userID).all(\.$date))
        try await insert("symptoms", document.symptoms.filter { !symptomDates.contains($0.date?.description ?? "") }, &result) { entry in
            let record = SymptomsRecord(userID: userID, date: entry.date ?? LocalDate(dayNumber: 0))
            record.id = entry.id
            record.store(entry.value)
            return record
        }
        let metricDates = Set(try await DailyMetricsRecord.query(on: db).filter(\.$userID == userID).all(\.$date))
        try await insert("metrics", document.metrics.filter { !metricDates.contains($0.date?.description ?? "") }, &result) { entry in
            let record = DailyMetricsRecord(userID: userID, date: entry.date ?? LocalDate(dayNumber: 0))
            record.id = entry.id
            record.store(entry.value)
            return record
        }
        result.skipped["symptoms", default: 0] += document.symptoms.count - (result.added["symptoms"] ?? 0) - (result.skipped["symptoms"] ?? 0)
        result.skipped["metrics", default: 0] += document.metrics.count - (result.added["metrics"] ?? 0) - (result.skipped["metrics"] ?? 0)
        try await entries("stress", document.stress, StressRatingRecord.self, &result)
        try await entries("glucose", document.glucose, GlucoseReadingRecord.self, &result)
        try await entries("insulin", document.insulin, InsulinDoseRecord.self, &result)
        try await entries("meals", document.meals, MealRecord.self, &result)
        try await entries("exercise", document.exercise, ExerciseSessionRecord.self, &result)
        try await entries("spans", document.spans, SpanRecord.self, &result)
        try await insert("favourites.meals", document.favourites.meals, &result) { entry in
            let record = FavouriteMealRecord(userID: userID, entry.value)
            record.id = entry.id
            return record
        }
        try await insert("favourites.exercise", document.favourites.exercise, &result) { entry in
            let record = FavouriteExerciseRecord(userID: userID, entry.value)
            record.id = entry.id
            return record
        }
        try await insert("cyclePauses", document.cyclePauses, &result) { pause in
            let record = CyclePauseRecord(userID: userID, pause: PauseSpan(kind: pause.kind, start: pause.start, end: pause.end))
            record.id = pause.id
            record.kind = pause.kind
            return record
        }
        let named = Set(try await TimelineScenarioRecord.query(on: db).filter(\.$userID == userID).all(\.$named))
        try await insert("timelines.scenarios", document.timelines.scenarios.filter { !named.contains($0.named) }, &result) { scenario in
            let record = TimelineScenarioRecord()
            record.id = scenario.id
            record.userID = userID
            record.named = scenario.named
            record.nameEn = scenario.nameEn
            record.nameDe = scenario.nameDe
            record.body = scenario.body
            record.createdAt = scenario.createdAt
            return record
        }
        let runs = try await insert("timelines.runs", document.timelines.runs, &result) { run in
            let record = TimelineRunRecord()
            record.id = run.id
            record.userID = userID
            record.named = run.named
            record.nameEn = run.nameEn
            record.nameDe = run.nameDe
            record.language = run.language
            record.startTime = run.startTime
            record.run = run.run
            record.notificationsSent = run.notificationsSent
            return record
        }
        try await insert("notifications", document.notifications, &result) { notification in
            let record = NotificationRecord()
            record.id = notification.id
            record.userID = userID
            record.kind = notification.kind
            record.title = notification.title
            record.body = notification.body
            record.createdAt = notification.createdAt
            record.readAt = notification.readAt
            record.link = notification.link
            record.data = notification.data
            return record
        }
        let grantees = Set(try await ShareRecord.query(on: db).filter(\.$ownerID == userID).all(\.$email))
        try await insert("shares", document.shares.filter { !grantees.contains($0.email) }, &result) { share in
            ShareRecord(id: share.id, ownerID: userID, email: share.email, categories: Set(share.categories),
                        createdAt: share.createdAt, lastUsedAt: share.lastUsedAt)
        }
        try await insertSettings(document, &result)
        return (result, runs)
    }

    /// Reminders (planned anew by the server after the import), the webhook (kept when the user has
    /// one already) and Nightscout documents (skipped when the uploader's `_id` is there already).
    private func insertSettings(_ document: ExportDocument, _ result: inout ExportImportResult) async throws {
        try await insert("reminders", document.reminders, &result) { reminder in
            let record = ReminderRecord()
            record.id = reminder.id
            record.userID = userID
            record.kind = reminder.kind.rawValue
            record.time = reminder.time
            record.weekdays = reminder.weekdays.sorted().map(String.init).joined(separator: ",")
            record.enabled = reminder.enabled
            record.text = reminder.text
            record.daysBefore = reminder.daysBefore
            record.createdAt = reminder.createdAt
            record.updatedAt = reminder.createdAt
            record.lastFiredAt = reminder.lastFiredAt
            return record
        }
        let hasWebhook = try await WebhookRecord.query(on: db).filter(\.$userID == userID).first() != nil
        try await insert("webhook", hasWebhook ? [] : document.webhook.map { [$0] } ?? [], &result) { webhook in
            WebhookRecord(userID: userID, url: webhook.url, secret: webhook.secret, createdAt: webhook.createdAt)
        }
        if hasWebhook, document.webhook != nil { result.skipped["webhook", default: 0] += 1 }
        let nsIDs = Set(try await NightscoutDocumentRecord.query(on: db).filter(\.$userID == userID).all(\.$nsID))
        let fresh = document.nightscoutDocuments.filter { !nsIDs.contains($0.nsID) }
        result.skipped["nightscoutDocuments", default: 0] += document.nightscoutDocuments.count - fresh.count
        try await insert("nightscoutDocuments", fresh, &result) { document in
            let record = NightscoutDocumentRecord()
            record.id = document.id
            record.userID = userID
            record.collection = document.collection
            record.nsID = document.nsID
            record.time = document.time
            record.kind = document.kind
            record.identifier = document.identifier
            record.json = document.json
            record.glucoseID = document.glucoseId
            record.insulinID = document.insulinId
            record.mealID = document.mealId
            record.exerciseID = document.exerciseId
            return record
        }
    }

    private func entries<R: TimedEntryRecord>(_ name: String, _ entries: [ExportEntry<R.Value>], _: R.Type,
                                              _ result: inout ExportImportResult) async throws where R.Value: Codable & Equatable {
        try await insert(name, entries, &result) { entry in
            let record = R()
            record.id = entry.id
            record.userID = userID
            // A row keeps the day it was logged on; without one, the instant's day in UTC.
            record.date = (entry.date ?? LocalDate(entry.value.time, in: .gmt)).description
            record.store(entry.value)
            return record
        }
    }

    /// Inserts the items whose id is not taken yet (by anyone: ids are global), in batches.
    @discardableResult
    private func insert<Item, M: Model>(_ name: String, _ items: [Item], _ result: inout ExportImportResult,
                                        _ make: (Item) -> M) async throws -> [UUID] where M.IDValue == UUID {
        let records = items.map(make)
        var taken: Set<UUID> = []
        let ids = records.compactMap(\.id)
        var start = 0
        while start < ids.count {
            let chunk = Array(ids[start..<min(ids.count, start + JournalWriter.batchSize)])
            taken.formUnion(try await M.query(on: db).filter(\._$id ~~ chunk).all(\._$id))
            start += JournalWriter.batchSize
        }
        let fresh = records.filter { record in record.id.map { !taken.contains($0) } ?? true }
        try await JournalWriter(db, userID: userID, zone: .gmt).insert(fresh)
        result.added[name, default: 0] += fresh.count
        result.skipped[name, default: 0] += records.count - fresh.count
        return fresh.compactMap(\.id)
    }
}
