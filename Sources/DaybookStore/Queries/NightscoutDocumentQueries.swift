import DaybookCore
import DaybookFormats
import FluentKit
import Foundation

/// A user's Nightscout documents and the journal rows behind them. The rows a document logs are
/// written by the application layer, through the journal's own sequence, in the document's
/// transaction. Rows deleted in Daybook leave no ghost: a document whose rows are all gone is not listed.
public struct NightscoutDocumentQueries: Sendable {
    let db: any Database
    let userID: UUID
    let zone: TimeZone

    public init(_ db: any Database, userID: UUID, zone: TimeZone) {
        self.db = db
        self.userID = userID
        self.zone = zone
    }

    public typealias Collection = NightscoutCollection

    /// A stored document with the journal values it logged that still exist.
    public struct Stored: Sendable {
        public var record: NightscoutDocumentRecord
        public var document: NightscoutDocument
        public var values: NightscoutJournalValues
    }

    private func mine(_ collection: Collection) -> QueryBuilder<NightscoutDocumentRecord> {
        NightscoutDocumentRecord.query(on: db).filter(\.$userID == userID).filter(\.$collection == collection.rawValue)
    }

    // MARK: Reading

    /// Documents whose instant lies in [from, to], without ghosts; those deleted through API v3
    /// (kept for its history) only when asked for.
    public func documents(_ collection: Collection, from: Date?, to: Date?, includingDeleted: Bool = false) async throws -> [Stored] {
        let query = mine(collection)
        if let from { query.filter(\.$time >= Self.lower(from)) }
        if let to { query.filter(\.$time <= Self.upper(to)) }
        let found = try await withValues(try await query.sort(\.$time, .descending).all())
        return includingDeleted ? found : found.filter { !NightscoutV3StoredDocument.isDeleted($0.document) }
    }

    /// The newest documents (of one `kind`, when given) dated in [from, to], at most `limit` of them
    /// read, without ghosts or those deleted through API v3: followers' properties read the newest
    /// profile and the newest site change without reading all the others.
    public func newest(_ collection: Collection, kind: String?, from: Date?, to: Date?, limit: Int) async throws -> [Stored] {
        let query = mine(collection)
        if let kind { query.filter(\.$kind == kind) }
        if let from { query.filter(\.$time >= Self.lower(from)) }
        if let to { query.filter(\.$time <= Self.upper(to)) }
        let found = try await withValues(try await query.sort(\.$time, .descending).limit(limit).all())
        return found.filter { !NightscoutV3StoredDocument.isDeleted($0.document) }
    }

    /// The instant of the newest sensor reading at or before `to`: a stored `sgv` entry or a CGM
    /// reading logged in Daybook. Read newest first along the (user, collection, time) index.
    public func latestSensorReadingTime(notAfter to: Date) async throws -> Date? {
        let stored = try await newest(.entries, kind: "sgv", from: nil, to: to, limit: 20).first?.record.time
        let logged = try await GlucoseReadingRecord.query(on: db).filter(\.$userID == userID).filter(\.$source == GlucoseSource.cgm.rawValue)
            .filter(\.$time <= Self.upper(to)).sort(\.$time, .descending).first()?.time
        return [stored, logged].compactMap { $0 }.max()
    }

    /// Every document that may be the one a v3 write names: by `identifier` or `_id`, or (for the
    /// fallback deduplication of documents written through API v1) dated within a millisecond of
    /// `time`. Deleted ones included: writing one again brings it back.
    public func candidates(_ collection: Collection, identifier: String?, near time: Date?) async throws -> [Stored] {
        let query = mine(collection)
        query.group(.or) { or in
            if let identifier { or.filter(\.$identifier == identifier).filter(\.$nsID == identifier) }
            if let time { or.group(.and) { near in near.filter(\.$time >= time.addingTimeInterval(-0.0005)).filter(\.$time <= time.addingTimeInterval(0.0005)) } }
            if identifier == nil, time == nil { or.filter(\.$nsID == "") }
        }
        return try await withValues(try await query.all())
    }

    /// Documents written at or after `since` (ms), deleted ones included; a document from before
    /// `srvModified` was kept counts from its own instant.
    public func changed(_ collection: Collection, since: Int64) async throws -> [Stored] {
        let instant = Date(timeIntervalSince1970: Double(since) / 1000 - 0.001)
        let query = mine(collection).group(.or) { or in
            or.filter(\.$srvModified >= since)
            or.group(.and) { old in old.filter(\.$srvModified == nil).filter(\.$time >= instant) }
        }
        return try await withValues(try await query.all(), keepingGhosts: true)
    }

    /// The latest modification of a row logged in Daybook that the collection shows.
    public func latestRowModified(_ collection: Collection) async throws -> Int64? {
        var latest: Int64?
        for table in Self.shownRows(collection) {
            if let modified = try await newestModified(table) { latest = Swift.max(latest ?? modified, modified) }
        }
        return latest
    }

    /// The latest `srvModified` in the collection.
    public func latestModified(_ collection: Collection) async throws -> Int64? {
        try await mine(collection).max(\.$srvModified)
    }

    /// The latest instant of a document in the collection, and of a row logged in Daybook that it shows.
    public func latestTime(_ collection: Collection) async throws -> Date? {
        var latest = try await mine(collection).max(\.$time)
        for table in Self.shownRows(collection) {
            if let time = try await newestTime(table) { latest = Swift.max(latest ?? time, time) }
        }
        return latest
    }

    /// The journal tables whose rows the collection shows: readings as entries; doses, meals and
    /// exercise as treatments.
    static func shownRows(_ collection: Collection) -> [any NightscoutShownRecord.Type] {
        switch collection {
        case .entries: [GlucoseReadingRecord.self]
        case .treatments: [InsulinDoseRecord.self, MealRecord.self, ExerciseSessionRecord.self]
        case .devicestatus, .profile, .food, .settings, .activity: []
        }
    }

    private func newestTime<Record: NightscoutShownRecord>(_: Record.Type) async throws -> Date? {
        try await Record.query(on: db).filter(Record.userIDKey == userID).max(Record.timeKey)
    }

    private func newestModified<Record: NightscoutShownRecord>(_: Record.Type) async throws -> Int64? {
        try await Record.query(on: db).filter(Record.userIDKey == userID).max(Record.modifiedKey)
    }

    /// The `srvModified` of a write at `now`: later than every one before it in the collection, so that
    /// a client asking for what changed since the last one it saw misses nothing.
    public func nextModified(_ collection: Collection, now: Date) async throws -> Int64 {
        max(NightscoutTime.milliseconds(now), (try await latestModified(collection) ?? 0) + 1)
    }

    /// The document with this `_id`, or else the one a client named by its own id (kept as `identifier`).
    public func document(nsID: String) async throws -> NightscoutDocumentRecord? {
        if let found = try await NightscoutDocumentRecord.query(on: db).filter(\.$userID == userID).filter(\.$nsID == nsID).first() {
            return found
        }
        return try await NightscoutDocumentRecord.query(on: db).filter(\.$userID == userID).filter(\.$identifier == nsID).first()
    }

    /// The document that logged this journal row, deleted through API v3 or not, and the values its
    /// rows still hold: nil `stored` when every row it logged was deleted in Daybook (it is no longer listed).
    public func document(linking row: UUID, in collection: Collection) async throws -> (record: NightscoutDocumentRecord, stored: Stored?)? {
        let query = mine(collection).group(.or) { or in
            or.filter(\.$glucoseID == row).filter(\.$insulinID == row).filter(\.$mealID == row).filter(\.$exerciseID == row)
        }
        guard let record = try await query.first() else { return nil }
        return (record, try await withValues([record]).first)
    }

    /// The document stored under this id, as `document(linking:in:)` gives it.
    public func document(id: UUID) async throws -> (record: NightscoutDocumentRecord, stored: Stored?)? {
        guard let record = try await NightscoutDocumentRecord.query(on: db).filter(\.$userID == userID).filter(\.$id == id).first() else {
            return nil
        }
        return (record, try await withValues([record]).first)
    }

    /// The entry a re-post of (time, type) updates.
    public func entry(at time: Date, type: String) async throws -> NightscoutDocumentRecord? {
        try await near(mine(.entries), time).filter(\.$kind == type).first()
    }

    /// The treatment a re-post updates: the same `identifier`, else the same instant and eventType.
    public func treatment(identifier: String?, at time: Date, eventType: String) async throws -> NightscoutDocumentRecord? {
        if let identifier, let found = try await mine(.treatments).filter(\.$identifier == identifier).first() { return found }
        return try await near(mine(.treatments), time).filter(\.$kind == eventType).first()
    }

    /// A row logged in Daybook itself, with when it was last written (nil for rows from before that was kept).
    public struct Logged<Value: Sendable>: Sendable {
        public var id: UUID
        public var value: Value
        public var modified: Int64?
    }

    /// Which rows to read: those dated in [from, to], or those written at or after `since` (ms;
    /// a row from before that was kept counts from its own time).
    public enum RowSelection: Sendable {
        case dated(from: Date?, to: Date?)
        case modified(since: Int64)
    }

    /// Journal rows that no document logged: what was logged in Daybook itself.
    @_optimize(none)  // Swift 6.3.1's optimiser crashes on it in release builds (see ExportReader.document).
    public func unlinkedGlucose(_ selection: RowSelection) async throws -> [Logged<GlucoseReading>] {
        try await unlinked(GlucoseReadingRecord.self, \.$glucoseID, selection)
    }

    @_optimize(none)  // Swift 6.3.1's optimiser crashes on it in release builds (see ExportReader.document).
    public func unlinkedTreatments(_ selection: RowSelection) async throws
        -> (insulin: [Logged<InsulinDose>], meals: [Logged<Meal>], exercise: [Logged<ExerciseSession>]) {
        (try await unlinked(InsulinDoseRecord.self, \.$insulinID, selection),
         try await unlinked(MealRecord.self, \.$mealID, selection),
         try await unlinked(ExerciseSessionRecord.self, \.$exerciseID, selection))
    }

    private func unlinked<Record: NightscoutShownRecord>(
        _: Record.Type, _ column: KeyPath<NightscoutDocumentRecord, OptionalFieldProperty<NightscoutDocumentRecord, UUID>>,
        _ selection: RowSelection) async throws -> [Logged<Record.Value>] {
        let rows = try await rows(Record.self, selection)
        let linked = try await linkedIDs(column, among: rows.compactMap(\.id))
        return try rows.filter { !linked.contains($0.id ?? UUID()) }.map { Logged(id: try $0.requireID(), value: try $0.value(), modified: $0.modified) }
    }

    /// A row logged in Daybook itself, as the document Nightscout clients see for it, when `id` names
    /// one that the collection shows (readings in `entries`; doses, meals and exercise in `treatments`).
    public func journalDocument(_ id: UUID, in collection: Collection) async throws -> NightscoutDocument? {
        let nsID = NightscoutID.forJournalRow(id)
        func shown<Record: NightscoutShownRecord>(_: Record.Type, _ document: (Record.Value, String) -> NightscoutDocument) async throws
            -> NightscoutDocument? {
            guard let record = try await EntryQueries<Record>(db, userID: userID).find(id) else { return nil }
            var shown = document(try record.value(), nsID)
            if let modified = record.modified { shown["srvModified"] = .integer(modified) }
            return shown
        }
        switch collection {
        case .entries:
            return try await shown(GlucoseReadingRecord.self, NightscoutEntries.document(for:id:))
        case .treatments:
            if let dose = try await shown(InsulinDoseRecord.self, NightscoutTreatments.document(for:id:)) { return dose }
            if let meal = try await shown(MealRecord.self, NightscoutTreatments.document(for:id:)) { return meal }
            return try await shown(ExerciseSessionRecord.self, NightscoutTreatments.document(for:id:))
        case .devicestatus, .profile, .food, .settings, .activity:
            return nil
        }
    }

    // MARK: Writing

    /// Stores a document (new, or replacing `existing`) with the journal rows it logs, which the
    /// caller wrote first. `modified` (ms) becomes the document's `srvModified`; a document written
    /// through API v1 over one that had an `identifier` keeps it, so that v3 clients still know it.
    public func save(_ collection: Collection, document: NightscoutDocument, nsID: String, time: Date, kind: String,
                     identifier: String?, links: NightscoutDocumentLinks, replacing existing: NightscoutDocumentRecord?,
                     modified: Int64? = nil) async throws -> NightscoutDocumentRecord {
        // A document kept as deleted under this `_id` is written again, not doubled.
        var existing = existing
        if existing == nil, let gone = try await self.document(nsID: nsID), gone.nsID == nsID, !gone.hasLinks,
           NightscoutV3StoredDocument.isDeleted(try gone.document()) {
            existing = gone
        }
        var stored = document
        if let existing, let kept = try NightscoutV3StoredDocument.identity(of: existing.document(), keptIn: document) {
            stored = kept
        }
        if let modified { stored["srvModified"] = .integer(modified) }
        let record = existing ?? NightscoutDocumentRecord()
        record.userID = userID
        record.collection = collection.rawValue
        if existing == nil { record.nsID = nsID }
        record.time = time
        record.kind = kind
        record.identifier = identifier ?? stored["identifier"]?.stringValue
        record.srvModified = modified ?? record.srvModified
        try record.store(stored)
        record.links = links
        try await record.save(on: db)
        return record
    }

    /// Marks the document changed at `modified` (ms): a row it logged was edited or deleted in Daybook.
    public func touch(_ record: NightscoutDocumentRecord, modified: Int64) async throws {
        var document = try record.document()
        document["srvModified"] = .integer(modified)
        try record.store(document)
        record.srvModified = modified
        try await record.save(on: db)
    }

    /// Deletes the document; the caller deletes the journal rows it logged.
    public func delete(_ record: NightscoutDocumentRecord) async throws {
        try await record.delete(on: db)
    }

    // MARK: Helpers

    /// The bounds of a range of instants, widened by half a millisecond: clients name instants by the
    /// millisecond, and an instant read back from a database (seconds in a Double, through another
    /// epoch) can come back a ten-thousandth of a millisecond off, which left the newest reading out
    /// of a range that ends at it.
    static func lower(_ from: Date) -> Date { from.addingTimeInterval(-0.0005) }
    static func upper(_ to: Date) -> Date { to.addingTimeInterval(0.0005) }

    /// Within a millisecond: Nightscout's instants are whole milliseconds; databases round differently.
    private func near(_ query: QueryBuilder<NightscoutDocumentRecord>, _ time: Date) -> QueryBuilder<NightscoutDocumentRecord> {
        query.filter(\.$time >= Self.lower(time)).filter(\.$time <= Self.upper(time))
    }

    private func rows<Record: NightscoutShownRecord>(_: Record.Type, _ selection: RowSelection) async throws -> [Record] {
        let query = Record.query(on: db).filter(Record.userIDKey == userID)
        switch selection {
        case let .dated(from, to):
            if let from { query.filter(Record.timeKey >= Self.lower(from)) }
            if let to { query.filter(Record.timeKey <= Self.upper(to)) }
        case let .modified(since):
            let instant = Self.lower(Date(timeIntervalSince1970: Double(since) / 1000))
            query.group(.or) { or in
                or.filter(Record.modifiedKey >= since)
                or.group(.and) { old in old.filter(Record.modifiedKey == nil).filter(Record.timeKey >= instant) }
            }
        }
        return try await query.all()
    }

    /// Which of `ids` a document of this user links in `column` (in chunks: PostgreSQL caps parameters).
    private func linkedIDs(_ column: KeyPath<NightscoutDocumentRecord, OptionalFieldProperty<NightscoutDocumentRecord, UUID>>,
                           among ids: [UUID]) async throws -> Set<UUID> {
        var linked = Set<UUID>()
        for chunk in ids.chunked(1_000) {
            let found = try await NightscoutDocumentRecord.query(on: db).filter(\.$userID == userID)
                .filter(column ~~ chunk).all(column)
            linked.formUnion(found.compactMap { $0 })
        }
        return linked
    }

    private func existingIDs<Record: TimedEntryRecord>(_: Record.Type, among ids: [UUID]) async throws -> [UUID: Record.Value] {
        var found: [UUID: Record.Value] = [:]
        for chunk in ids.chunked(1_000) {
            for row in try await Record.query(on: db).filter(Record.userIDKey == userID).filter(\._$id ~~ chunk).all() {
                found[try row.requireID()] = try row.value()
            }
        }
        return found
    }

    /// Pairs documents with their journal rows; drops documents all of whose rows were deleted in Daybook,
    /// or (for the history of changes) keeps them marked deleted.
    private func withValues(_ records: [NightscoutDocumentRecord], keepingGhosts: Bool = false) async throws -> [Stored] {
        let glucose = try await existingIDs(GlucoseReadingRecord.self, among: records.compactMap(\.glucoseID))
        let insulin = try await existingIDs(InsulinDoseRecord.self, among: records.compactMap(\.insulinID))
        let meals = try await existingIDs(MealRecord.self, among: records.compactMap(\.mealID))
        let exercise = try await existingIDs(ExerciseSessionRecord.self, among: records.compactMap(\.exerciseID))
        return try records.compactMap { record in
            let values = NightscoutJournalValues(
                glucose: record.glucoseID.flatMap { glucose[$0] }, insulin: record.insulinID.flatMap { insulin[$0] },
                meal: record.mealID.flatMap { meals[$0] }, exercise: record.exerciseID.flatMap { exercise[$0] })
            if record.hasLinks, values.isEmpty {
                guard keepingGhosts else { return nil }
                var document = try record.document()
                document["isValid"] = .bool(false)
                return Stored(record: record, document: document, values: values)
            }
            return Stored(record: record, document: try record.document(), values: values)
        }
    }
}

private extension Array {
    func chunked(_ size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min(count, $0 + size)] }
    }
}
