import DaybookCore
import DaybookFormats
import Foundation

/// A stored Nightscout document as written, with the journal rows it logged.
public struct NightscoutDocumentRow: Sendable {
    public var id: UUID
    /// Its `_id`.
    public var nsID: String
    public var collection: NightscoutCollection
    public var time: Date
    public var document: NightscoutDocument
    public var links: NightscoutDocumentLinks

    public init(id: UUID, nsID: String, collection: NightscoutCollection, time: Date, document: NightscoutDocument,
                links: NightscoutDocumentLinks) {
        self.id = id
        self.nsID = nsID
        self.collection = collection
        self.time = time
        self.document = document
        self.links = links
    }
}

/// A stored document with the journal values it logged that still exist: what is listed.
public struct NightscoutListedDocument: Sendable {
    public var row: NightscoutDocumentRow
    public var document: NightscoutDocument
    public var values: NightscoutJournalValues

    public init(row: NightscoutDocumentRow, document: NightscoutDocument, values: NightscoutJournalValues) {
        self.row = row
        self.document = document
        self.values = values
    }
}

/// A row logged in Daybook itself, with when it was last written (nil for rows from before that was kept).
public struct NightscoutLoggedRow<Value: Sendable>: Sendable {
    public var id: UUID
    public var value: Value
    public var modified: Int64?

    public init(id: UUID, value: Value, modified: Int64?) {
        self.id = id
        self.value = value
        self.modified = modified
    }
}

/// Which journal rows to read: those dated in [from, to], or those written at or after `since` (ms).
public enum NightscoutRowSelection: Sendable {
    case dated(from: Date?, to: Date?)
    case modified(since: Int64)
}

/// One person's Nightscout documents and the journal rows behind them. Rows deleted in Daybook leave
/// no ghost: a document whose rows are all gone is not listed.
public protocol NightscoutDocumentRows: Sendable {
    /// Documents dated in [from, to]; those deleted through API v3 only when asked for.
    func documents(_ collection: NightscoutCollection, from: Date?, to: Date?, includingDeleted: Bool) async throws
        -> [NightscoutListedDocument]
    /// The newest documents (of one `kind`, when given) dated in [from, to], at most `limit`.
    func newest(_ collection: NightscoutCollection, kind: String?, from: Date?, to: Date?, limit: Int) async throws
        -> [NightscoutListedDocument]
    /// The time of the newest sensor reading at or before `to`.
    func latestSensorReadingTime(notAfter to: Date) async throws -> Date?
    /// Documents a v3 write may be about: by their identifier, else near `time`.
    func candidates(_ collection: NightscoutCollection, identifier: String?, near time: Date?) async throws -> [NightscoutListedDocument]
    /// Documents changed at or after `since` (ms), deleted ones included.
    func changed(_ collection: NightscoutCollection, since: Int64) async throws -> [NightscoutListedDocument]
    func latestRowModified(_ collection: NightscoutCollection) async throws -> Int64?
    func latestModified(_ collection: NightscoutCollection) async throws -> Int64?
    func latestTime(_ collection: NightscoutCollection) async throws -> Date?
    /// The `srvModified` the next write gets: `now` in ms, after every one given before.
    func nextModified(_ collection: NightscoutCollection, now: Date) async throws -> Int64
    /// The document with this `_id`, or else the one a client named by its own id.
    func document(nsID: String) async throws -> NightscoutDocumentRow?
    /// The document that logged this journal row, and what it lists (nil once every row it logged was deleted).
    func document(linking row: UUID, in collection: NightscoutCollection) async throws
        -> (row: NightscoutDocumentRow, listed: NightscoutListedDocument?)?
    func document(id: UUID) async throws -> (row: NightscoutDocumentRow, listed: NightscoutListedDocument?)?
    /// The entry a re-post of (time, type) updates.
    func entry(at time: Date, type: String) async throws -> NightscoutDocumentRow?
    /// The treatment a re-post updates: the same `identifier`, else the same instant and eventType.
    func treatment(identifier: String?, at time: Date, eventType: String) async throws -> NightscoutDocumentRow?
    /// Journal rows that no document logged.
    func unlinkedGlucose(_ selection: NightscoutRowSelection) async throws -> [NightscoutLoggedRow<GlucoseReading>]
    func unlinkedTreatments(_ selection: NightscoutRowSelection) async throws
        -> (insulin: [NightscoutLoggedRow<InsulinDose>], meals: [NightscoutLoggedRow<Meal>], exercise: [NightscoutLoggedRow<ExerciseSession>])
    /// A row logged in Daybook itself as the document clients see for it, when the collection shows it.
    func journalDocument(_ id: UUID, in collection: NightscoutCollection) async throws -> NightscoutDocument?
    /// Stores a document (new, or replacing the document `existing`) with the rows it logs, which the
    /// caller wrote first; `modified` (ms) becomes its `srvModified`.
    func save(_ collection: NightscoutCollection, document: NightscoutDocument, nsID: String, time: Date, kind: String,
              identifier: String?, links: NightscoutDocumentLinks, replacing existing: UUID?, modified: Int64?) async throws
        -> NightscoutDocumentRow
    /// Marks the document changed at `modified` (ms).
    func touch(_ id: UUID, modified: Int64) async throws
    /// Deletes the document; the caller deletes the rows it logged.
    func delete(_ id: UUID) async throws
}

extension NightscoutDocumentRows {
    func documents(_ collection: NightscoutCollection, from: Date?, to: Date?) async throws -> [NightscoutListedDocument] {
        try await documents(collection, from: from, to: to, includingDeleted: false)
    }
}
