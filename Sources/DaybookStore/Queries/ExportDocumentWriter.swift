import Crypto
import DaybookCore
import FluentKit
import Foundation

/// Writes a validated `ExportDocument` for one user in ONE transaction: all of it, or nothing.
/// Ids are global: a row whose id another account holds (an export moved to a new account on the
/// same server) is written under a new id, and every link inside the document follows it.
public struct ExportDocumentWriter: Sendable {
    let db: any Database
    let userID: UUID

    public init(_ db: any Database, userID: UUID) {
        self.db = db
        self.userID = userID
    }

    /// Returns the ids of the timeline runs written, for the scheduler to resume. The document's
    /// settings replace the account's when the whole account is replaced, and when the account holds
    /// nothing yet (someone moving in, or back after deleting their account); otherwise it keeps its own.
    public func write(_ document: ExportDocument, mode: ExportImportMode) async throws -> (result: ExportImportResult, runs: [UUID]) {
        try await db.transaction { tx in
            let writer = ExportDocumentWriter(tx, userID: userID)
            let takesSettings = mode == .replace ? true : try await writer.holdsNothing()
            if mode == .replace { try await writer.deleteRows() }
            if takesSettings { try await writer.setPreferences(document.profile.preferences) }
            var written = try await writer.insertAll(document)
            written.result.added["settings"] = takesSettings ? 1 : 0
            written.result.skipped["settings"] = takesSettings ? 0 : 1
            written.result.explain()
            return written
        }
    }

    /// Every row of the user except the account, its tokens and sessions, and its calendar feed.
    public func deleteJournal() async throws {
        try await db.transaction { tx in
            try await ExportDocumentWriter(tx, userID: userID).deleteRows()
        }
    }

    /// Whether the account has nothing an export holds: no journal, no settings rows of its own.
    private func holdsNothing() async throws -> Bool {
        for (model, owner) in Self.rowKinds where try await holds(model, owner: owner) { return false }
        return true
    }

    private func holds<M: Model>(_: M.Type, owner: FieldKey) async throws -> Bool {
        try await M.query(on: db).filter(owner, .equal, userID).first() != nil
    }

    /// Every table an export reads, with the field naming its owner.
    private static let rowKinds: [(any Model.Type, FieldKey)] = [
        (SymptomsRecord.self, "user_id"), (DailyMetricsRecord.self, "user_id"), (StressRatingRecord.self, "user_id"),
        (GlucoseReadingRecord.self, "user_id"), (InsulinDoseRecord.self, "user_id"), (MealRecord.self, "user_id"),
        (ExerciseSessionRecord.self, "user_id"), (SpanRecord.self, "user_id"), (WeightRecord.self, "user_id"),
        (BodyTemperatureRecord.self, "user_id"), (OvulationTestRecord.self, "user_id"), (FertilitySignsRecord.self, "user_id"),
        (FavouriteMealRecord.self, "user_id"), (FavouriteExerciseRecord.self, "user_id"), (CyclePauseRecord.self, "user_id"),
        (StartAnswerRecord.self, "user_id"), (TimelineScenarioRecord.self, "user_id"), (TimelineRunRecord.self, "user_id"),
        (NotificationRecord.self, "user_id"), (ShareRecord.self, "owner_id"), (ReminderRecord.self, "user_id"),
        (WebhookRecord.self, "user_id"), (NightscoutDocumentRecord.self, "user_id"),
    ]

    private func setPreferences(_ preferences: Preferences) async throws {
        guard let user = try await UserRecord.find(userID, on: db) else { return }
        user.preferences = preferences
        try await user.save(on: db)
    }

    private func deleteRows() async throws {
        try await SymptomsRecord.query(on: db).filter(\.$userID == userID).delete()
        try await DailyMetricsRecord.query(on: db).filter(\.$userID == userID).delete()
        try await StressRatingRecord.query(on: db).filter(\.$userID == userID).delete()
        try await GlucoseReadingRecord.query(on: db).filter(\.$userID == userID).delete()
        try await InsulinDoseRecord.query(on: db).filter(\.$userID == userID).delete()
        try await MealRecord.query(on: db).filter(\.$userID == userID).delete()
        try await ExerciseSessionRecord.query(on: db).filter(\.$userID == userID).delete()
        try await SpanRecord.query(on: db).filter(\.$userID == userID).delete()
        try await WeightRecord.query(on: db).filter(\.$userID == userID).delete()
        try await BodyTemperatureRecord.query(on: db).filter(\.$userID == userID).delete()
        try await OvulationTestRecord.query(on: db).filter(\.$userID == userID).delete()
        try await FertilitySignsRecord.query(on: db).filter(\.$userID == userID).delete()
        try await FavouriteMealRecord.query(on: db).filter(\.$userID == userID).delete()
        try await FavouriteExerciseRecord.query(on: db).filter(\.$userID == userID).delete()
        try await CyclePauseRecord.query(on: db).filter(\.$userID == userID).delete()
        try await StartAnswerRecord.query(on: db).filter(\.$userID == userID).delete()
        try await TimelineScenarioRecord.query(on: db).filter(\.$userID == userID).delete()
        try await TimelineRunRecord.query(on: db).filter(\.$userID == userID).delete()
        try await NotificationRecord.query(on: db).filter(\.$userID == userID).delete()
        try await ShareRecord.query(on: db).filter(\.$ownerID == userID).delete()
        try await ReminderRecord.query(on: db).filter(\.$userID == userID).delete()
        try await WebhookDeliveryRecord.query(on: db).filter(\.$userID == userID).delete()
        try await WebhookRecord.query(on: db).filter(\.$userID == userID).delete()
        try await NightscoutDocumentRecord.query(on: db).filter(\.$userID == userID).delete()
    }

    private func insertAll(_ document: ExportDocument) async throws -> (result: ExportImportResult, runs: [UUID]) {
        var result = ExportImportResult()
        var renamed: [UUID: UUID] = [:]
        try await days("symptoms", document.symptoms, SymptomsRecord.self, &result, &renamed)
        try await days("metrics", document.metrics, DailyMetricsRecord.self, &result, &renamed)
        try await days("fertility", document.fertility, FertilitySignsRecord.self, &result, &renamed)
        try await entries("stress", document.stress, StressRatingRecord.self, &result, &renamed)
        try await entries("glucose", document.glucose, GlucoseReadingRecord.self, &result, &renamed)
        try await entries("insulin", document.insulin, InsulinDoseRecord.self, &result, &renamed)
        try await entries("meals", document.meals, MealRecord.self, &result, &renamed)
        try await entries("exercise", document.exercise, ExerciseSessionRecord.self, &result, &renamed)
        try await entries("spans", document.spans, SpanRecord.self, &result, &renamed)
        try await entries("weight", document.weight, WeightRecord.self, &result, &renamed)
        try await entries("temperature", document.temperature, BodyTemperatureRecord.self, &result, &renamed)
        try await entries("ovulationTests", document.ovulationTests, OvulationTestRecord.self, &result, &renamed)
        try await insert("favourites.meals", document.favourites.meals, &result, &renamed) { entry in
            let record = FavouriteMealRecord(userID: userID, entry.value)
            record.id = entry.id
            return record
        }
        try await insert("favourites.exercise", document.favourites.exercise, &result, &renamed) { entry in
            let record = FavouriteExerciseRecord(userID: userID, entry.value)
            record.id = entry.id
            return record
        }
        try await insert("cyclePauses", document.cyclePauses, &result, &renamed) { pause in
            let record = CyclePauseRecord(userID: userID, pause: PauseSpan(kind: pause.kind, start: pause.start, end: pause.end))
            record.id = pause.id
            record.kind = pause.kind
            return record
        }
        // One answer per day: a day answered here already keeps its answer (counted as skipped).
        let answeredDays = Set(try await StartAnswerRecord.query(on: db).filter(\.$userID == userID).all(\.$date))
        let newAnswers = document.cycleAnswers.filter { !answeredDays.contains($0.date.description) }
        result.skipped["cycleAnswers", default: 0] += document.cycleAnswers.count - newAnswers.count
        try await insert("cycleAnswers", newAnswers, &result, &renamed) { answer in
            let record = StartAnswerRecord(userID: userID, date: answer.date, answer: answer.answer, answeredAt: answer.answeredAt)
            record.id = answer.id
            return record
        }
        // One scenario per name and one share per address: those the account has already are counted as there.
        let named = Set(try await TimelineScenarioRecord.query(on: db).filter(\.$userID == userID).all(\.$named))
        let newScenarios = document.timelines.scenarios.filter { !named.contains($0.named) }
        result.skipped["timelines.scenarios", default: 0] += document.timelines.scenarios.count - newScenarios.count
        try await insert("timelines.scenarios", newScenarios, &result, &renamed) { scenario in
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
        let runs = try await insert("timelines.runs", document.timelines.runs, &result, &renamed) { run in
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
        try await insertReminders(document, &result, &renamed)
        let moved = renamed
        try await insert("notifications", document.notifications, &result, &renamed) { notification in
            let record = NotificationRecord()
            record.id = notification.id
            record.userID = userID
            record.kind = notification.kind
            record.title = notification.title
            record.body = notification.body
            record.createdAt = notification.createdAt
            record.readAt = notification.readAt
            // Its data and link name a run or a reminder, which may have moved to a new id.
            let follow = { (text: String) in
                moved.reduce(text) { text, pair in text.replacingOccurrences(of: pair.key.uuidString, with: pair.value.uuidString) }
            }
            record.data = notification.data.map(follow)
            record.link = notification.link.map(follow)
            return record
        }
        let grantees = Set(try await ShareRecord.query(on: db).filter(\.$ownerID == userID).all(\.$email))
        // An acceptance holds only where its account is here under the address the share was made for
        // (a backup restored on this server); elsewhere the share waits for a new invitation.
        let accepting = try await UserRecord.query(on: db).filter(\.$id ~~ document.shares.compactMap(\.granteeId)).all()
        let addresses = Dictionary(accepting.compactMap { user in user.id.map { ($0, user.email.lowercased()) } }, uniquingKeysWith: { first, _ in first })
        let newShares = document.shares.filter { !grantees.contains($0.email) }
        result.skipped["shares", default: 0] += document.shares.count - newShares.count
        try await insert("shares", newShares, &result, &renamed, owner: "owner_id") { share in
            let accepted = share.granteeId.flatMap { addresses[$0] } == share.email && share.granteeId != userID
            return ShareRecord(id: share.id, ownerID: userID, email: share.email, categories: Set(share.categories),
                               createdAt: share.createdAt, lastUsedAt: share.lastUsedAt,
                               granteeID: accepted ? share.granteeId : nil, acceptedAt: accepted ? share.acceptedAt ?? share.createdAt : nil)
        }
        try await insertSettings(document, &result, &renamed)
        return (result, runs)
    }

    /// Reminders, planned anew by the server after the import.
    private func insertReminders(_ document: ExportDocument, _ result: inout ExportImportResult, _ renamed: inout [UUID: UUID]) async throws {
        try await insert("reminders", document.reminders, &result, &renamed) { reminder in
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
    }

    /// The webhook (kept when the user has one already) and Nightscout documents (skipped when the
    /// uploader's `_id` is there already), whose links follow the journal rows they logged.
    private func insertSettings(_ document: ExportDocument, _ result: inout ExportImportResult, _ renamed: inout [UUID: UUID]) async throws {
        let hasWebhook = try await WebhookRecord.query(on: db).filter(\.$userID == userID).first() != nil
        try await insert("webhook", hasWebhook ? [] : document.webhook.map { [$0] } ?? [], &result, &renamed) { webhook in
            WebhookRecord(userID: userID, url: webhook.url, secret: webhook.secret, createdAt: webhook.createdAt)
        }
        if hasWebhook, document.webhook != nil { result.skipped["webhook", default: 0] += 1 }
        let nsIDs = Set(try await NightscoutDocumentRecord.query(on: db).filter(\.$userID == userID).all(\.$nsID))
        let fresh = document.nightscoutDocuments.filter { !nsIDs.contains($0.nsID) }
        result.skipped["nightscoutDocuments", default: 0] += document.nightscoutDocuments.count - fresh.count
        let links = renamed
        try await insert("nightscoutDocuments", fresh, &result, &renamed) { document in
            let record = NightscoutDocumentRecord()
            record.id = document.id
            record.userID = userID
            record.collection = document.collection
            record.nsID = document.nsID
            record.time = document.time
            record.kind = document.kind
            record.identifier = document.identifier
            record.json = document.json
            record.srvModified = try? record.document()["srvModified"]?.numberValue.map { Int64($0) }
            record.glucoseID = document.glucoseId.map { links[$0] ?? $0 }
            record.insulinID = document.insulinId.map { links[$0] ?? $0 }
            record.mealID = document.mealId.map { links[$0] ?? $0 }
            record.exerciseID = document.exerciseId.map { links[$0] ?? $0 }
            return record
        }
    }

    /// A once-a-day table: the days this account has already keep what it logged; the others are added.
    private func days<R: DayRecord>(_ name: String, _ entries: [ExportEntry<R.Value>], _: R.Type,
                                    _ result: inout ExportImportResult, _ renamed: inout [UUID: UUID]) async throws {
        let stored = Set(try await R.query(on: db).filter(R.userIDKey == userID).all(R.dateKey))
        try await insert(name, entries.filter { !stored.contains($0.date?.description ?? "") }, &result, &renamed) { entry in
            let record = R(userID: userID, date: entry.date ?? LocalDate(dayNumber: 0))
            record.id = entry.id
            record.store(entry.value)
            return record
        }
        result.skipped[name, default: 0] += entries.count - (result.added[name] ?? 0) - (result.skipped[name] ?? 0)
    }

    private func entries<R: TimedEntryRecord>(_ name: String, _ entries: [ExportEntry<R.Value>], _: R.Type,
                                              _ result: inout ExportImportResult, _ renamed: inout [UUID: UUID]) async throws
        where R.Value: Codable & Equatable {
        try await insert(name, entries, &result, &renamed) { entry in
            let record = R()
            record.id = entry.id
            record.userID = userID
            // A row keeps the day it was logged on; without one, the instant's day in UTC.
            record.date = (entry.date ?? LocalDate(entry.value.time, in: .gmt)).description
            record.store(entry.value)
            return record
        }
    }

    /// Inserts the items this account does not have yet, in batches. A row whose id another account
    /// holds gets an id derived from this account and the document's id, noted in `renamed` for the
    /// links that follow; importing the same document again finds it under that id and skips it, even
    /// once the other account (and with it the id) is gone.
    @discardableResult
    private func insert<Item, M: Model>(_ name: String, _ items: [Item], _ result: inout ExportImportResult,
                                        _ renamed: inout [UUID: UUID], owner: FieldKey = "user_id",
                                        _ make: (Item) -> M) async throws -> [UUID] where M.IDValue == UUID {
        let records = items.map(make)
        let (taken, mine) = try await existing(records.compactMap(\.id), M.self, owner: owner)
        var derivedIDs: [UUID: UUID] = [:]
        for id in records.compactMap(\.id) where !mine.contains(id) {
            derivedIDs[id] = Self.derivedID(id, for: userID)
        }
        let (derivedTaken, derivedMine) = try await existing(Array(derivedIDs.values), M.self, owner: owner)
        var fresh: [M] = []
        for record in records {
            guard let id = record.id else {
                fresh.append(record)
                continue
            }
            if mine.contains(id) { continue }
            guard let derived = derivedIDs[id] else { continue }
            if derivedMine.contains(derived) {
                // Brought in from another account's export before.
                renamed[id] = derived
                continue
            }
            if taken.contains(id) {
                // Taken by yet another account too: only a document made to collide gets here.
                record.id = derivedTaken.contains(derived) ? UUID() : derived
                renamed[id] = record.id
            }
            fresh.append(record)
        }
        try await JournalWriter(db, userID: userID, zone: .gmt).insert(fresh)
        result.added[name, default: 0] += fresh.count
        result.skipped[name, default: 0] += records.count - fresh.count
        return fresh.compactMap(\.id)
    }

    /// Which of `ids` exist at all, and which of them are this account's.
    private func existing<M: Model>(_ ids: [UUID], _: M.Type, owner: FieldKey) async throws -> (taken: Set<UUID>, mine: Set<UUID>)
        where M.IDValue == UUID {
        var taken: Set<UUID> = []
        var mine: Set<UUID> = []
        var start = 0
        while start < ids.count {
            let chunk = Array(ids[start..<min(ids.count, start + JournalWriter.batchSize)])
            taken.formUnion(try await M.query(on: db).filter(\._$id ~~ chunk).all(\._$id))
            mine.formUnion(try await M.query(on: db).filter(owner, .equal, userID).filter(\._$id ~~ chunk).all(\._$id))
            start += JournalWriter.batchSize
        }
        return (taken, mine)
    }

    /// The id a row of another account's export has in this account: the same every time.
    static func derivedID(_ id: UUID, for userID: UUID) -> UUID {
        var bytes = Array(SHA256.hash(data: Data("\(userID.uuidString)|\(id.uuidString)".utf8)).prefix(16))
        bytes[6] = (bytes[6] & 0x0F) | 0x80 // version 8: a name-based id of our own making (RFC 9562)
        bytes[8] = (bytes[8] & 0x3F) | 0x80 // the RFC's variant
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
