import DaybookCore
import DaybookFormats
import DaybookApp
import FluentKit
import Foundation

struct FluentNightscoutDocumentRows: NightscoutDocumentRows {
    let db: any Database
    let queries: NightscoutDocumentQueries

    func documents(_ collection: NightscoutCollection, from: Date?, to: Date?, includingDeleted: Bool) async throws
        -> [NightscoutListedDocument] {
        try await queries.documents(collection, from: from, to: to, includingDeleted: includingDeleted).map(NightscoutListedDocument.init)
    }

    func newest(_ collection: NightscoutCollection, kind: String?, from: Date?, to: Date?, limit: Int) async throws
        -> [NightscoutListedDocument] {
        try await queries.newest(collection, kind: kind, from: from, to: to, limit: limit).map(NightscoutListedDocument.init)
    }

    func latestSensorReadingTime(notAfter to: Date) async throws -> Date? { try await queries.latestSensorReadingTime(notAfter: to) }

    func candidates(_ collection: NightscoutCollection, identifier: String?, near time: Date?) async throws -> [NightscoutListedDocument] {
        try await queries.candidates(collection, identifier: identifier, near: time).map(NightscoutListedDocument.init)
    }

    func changed(_ collection: NightscoutCollection, since: Int64) async throws -> [NightscoutListedDocument] {
        try await queries.changed(collection, since: since).map(NightscoutListedDocument.init)
    }

    func latestRowModified(_ collection: NightscoutCollection) async throws -> Int64? { try await queries.latestRowModified(collection) }
    func latestModified(_ collection: NightscoutCollection) async throws -> Int64? { try await queries.latestModified(collection) }
    func latestTime(_ collection: NightscoutCollection) async throws -> Date? { try await queries.latestTime(collection) }

    func nextModified(_ collection: NightscoutCollection, now: Date) async throws -> Int64 {
        try await queries.nextModified(collection, now: now)
    }

    func document(nsID: String) async throws -> NightscoutDocumentRow? {
        try await queries.document(nsID: nsID).map(NightscoutDocumentRow.init)
    }

    func document(linking row: UUID, in collection: NightscoutCollection) async throws
        -> (row: NightscoutDocumentRow, listed: NightscoutListedDocument?)? {
        guard let found = try await queries.document(linking: row, in: collection) else { return nil }
        return (try NightscoutDocumentRow(found.record), try found.stored.map(NightscoutListedDocument.init))
    }

    func document(id: UUID) async throws -> (row: NightscoutDocumentRow, listed: NightscoutListedDocument?)? {
        guard let found = try await queries.document(id: id) else { return nil }
        return (try NightscoutDocumentRow(found.record), try found.stored.map(NightscoutListedDocument.init))
    }

    func entry(at time: Date, type: String) async throws -> NightscoutDocumentRow? {
        try await queries.entry(at: time, type: type).map(NightscoutDocumentRow.init)
    }

    func treatment(identifier: String?, at time: Date, eventType: String) async throws -> NightscoutDocumentRow? {
        try await queries.treatment(identifier: identifier, at: time, eventType: eventType).map(NightscoutDocumentRow.init)
    }

    func unlinkedGlucose(_ selection: NightscoutRowSelection) async throws -> [NightscoutLoggedRow<GlucoseReading>] {
        try await queries.unlinkedGlucose(Self.selection(selection)).map(Self.logged)
    }

    func unlinkedTreatments(_ selection: NightscoutRowSelection) async throws
        -> (insulin: [NightscoutLoggedRow<InsulinDose>], meals: [NightscoutLoggedRow<Meal>], exercise: [NightscoutLoggedRow<ExerciseSession>]) {
        let rows = try await queries.unlinkedTreatments(Self.selection(selection))
        return (rows.insulin.map(Self.logged), rows.meals.map(Self.logged), rows.exercise.map(Self.logged))
    }

    func journalDocument(_ id: UUID, in collection: NightscoutCollection) async throws -> NightscoutDocument? {
        try await queries.journalDocument(id, in: collection)
    }

    func save(_ collection: NightscoutCollection, document: NightscoutDocument, nsID: String, time: Date, kind: String,
              identifier: String?, links: NightscoutDocumentLinks, replacing existing: UUID?, modified: Int64?) async throws
        -> NightscoutDocumentRow {
        let record = try await existing.asyncFlatMap { try await NightscoutDocumentRecord.find($0, on: db) }
        return try NightscoutDocumentRow(try await queries.save(collection, document: document, nsID: nsID, time: time, kind: kind,
                                                                identifier: identifier, links: links, replacing: record, modified: modified))
    }

    func touch(_ id: UUID, modified: Int64) async throws {
        guard let record = try await NightscoutDocumentRecord.find(id, on: db) else { return }
        try await queries.touch(record, modified: modified)
    }

    func delete(_ id: UUID) async throws {
        guard let record = try await NightscoutDocumentRecord.find(id, on: db) else { return }
        try await queries.delete(record)
    }

    private static func selection(_ selection: NightscoutRowSelection) -> NightscoutDocumentQueries.RowSelection {
        switch selection {
        case .dated(let from, let to): .dated(from: from, to: to)
        case .modified(let since): .modified(since: since)
        }
    }

    private static func logged<Value>(_ row: NightscoutDocumentQueries.Logged<Value>) -> NightscoutLoggedRow<Value> {
        NightscoutLoggedRow(id: row.id, value: row.value, modified: row.modified)
    }
}

extension Optional where Wrapped: Sendable {
    fileprivate func asyncFlatMap<T>(_ transform: (Wrapped) async throws -> T?) async rethrows -> T? {
        guard let self else { return nil }
        return try await transform(self)
    }
}

extension NightscoutDocumentRow {
    init(_ record: NightscoutDocumentRecord) throws {
        try self.init(record, document: try record.document())
    }

    init(_ record: NightscoutDocumentRecord, document: NightscoutDocument) throws {
        self.init(id: try record.requireID(), nsID: record.nsID, collection: NightscoutCollection(rawValue: record.collection) ?? .entries,
                  time: record.time, document: document, links: record.links)
    }
}

extension NightscoutListedDocument {
    init(_ stored: NightscoutDocumentQueries.Stored) throws {
        // The listed document is the stored one, decoded once; a ghost's was marked deleted on the way.
        let raw = stored.record.hasLinks && stored.values.isEmpty ? try stored.record.document() : stored.document
        self.init(row: try NightscoutDocumentRow(stored.record, document: raw), document: stored.document, values: stored.values)
    }
}
