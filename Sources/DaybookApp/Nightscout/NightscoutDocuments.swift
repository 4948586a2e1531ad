import DaybookCore
import DaybookFormats
import Foundation

/// A person's Nightscout documents as clients read them through API v1 and v3: stored documents with
/// what was changed in Daybook since, and rows logged in Daybook itself under their own `_id`s.
/// Each document comes with the instant it is listed by (entries: their `date`).
public struct NightscoutDocuments: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// The collection's documents dated in [from, to] (either end open), in no particular order;
    /// documents deleted through API v3 are left out.
    public func shown(_ collection: NightscoutV3Collection, from: Date?, to: Date?, for person: Person) async throws
        -> [(Date, NightscoutDocument)] {
        try await NightscoutShownDocuments.load(.init(collection), store(person), from: from, to: to)
    }

    /// The instants of the documents these `_id`s name (stored ones, and rows logged in Daybook), at most
    /// `limit` of them looked up: what a query by id must read.
    public func instants(named ids: [String], in collection: NightscoutV3Collection, for person: Person, limit: Int = 100) async throws -> [Date] {
        let kept = NightscoutCollection(collection)
        let store = store(person)
        var found: [Date] = []
        for id in ids.prefix(limit) {
            if let record = try await store.document(nsID: id), record.collection == kept {
                found.append(record.time)
            } else if let row = NightscoutID.journalRow(id), let document = try await store.journalDocument(row, in: kept),
                      let time = collection == .entries ? NightscoutEntries.time(of: document) : NightscoutTreatments.time(of: document) {
                found.append(time)
            }
        }
        return found
    }

    /// The activity records (heart rate, steps, motion) dated in [from, to].
    public func activity(from: Date?, to: Date?, for person: Person) async throws -> [(Date, NightscoutDocument)] {
        try await store(person).documents(.activity, from: from, to: to).map { ($0.row.time, $0.document) }
    }

    /// What changed at or after `since` (ms): documents written since, deleted ones included so that
    /// clients delete them too (a row logged in Daybook and deleted leaves one), and rows logged,
    /// back-filled or edited in Daybook since.
    public func changed(_ collection: NightscoutV3Collection, since: Int64, for person: Person) async throws
        -> [(Date, NightscoutDocument)] {
        let kept = NightscoutCollection(collection)
        let store = store(person)
        return NightscoutShownDocuments.overlaid(kept, try await store.changed(kept, since: since))
            + (try await NightscoutShownDocuments.journalRows(kept, store, .modified(since: since)))
    }

    /// Every document an API v3 identifier may name, deleted ones included (the v3 rules tell them
    /// apart): stored ones by `identifier` or `_id`, and the row logged in Daybook it names.
    public func named(_ identifier: String, in collection: NightscoutV3Collection, for person: Person) async throws
        -> [NightscoutDocument] {
        let kept = NightscoutCollection(collection)
        let store = store(person)
        var documents = NightscoutShownDocuments.overlaid(kept, try await store.candidates(kept, identifier: identifier, near: nil)).map(\.1)
        if let row = NightscoutID.journalRow(identifier), let logged = try await store.journalDocument(row, in: kept) {
            documents.append(logged)
        }
        return documents
    }

    /// The collection's latest change in ms: its latest `srvModified`, or a later instant of a
    /// document written without one or of a row logged in Daybook. Nil for an empty collection.
    public func lastModified(_ collection: NightscoutV3Collection, for person: Person) async throws -> Int64? {
        let kept = NightscoutCollection(collection)
        let store = store(person)
        let dated = try await store.latestTime(kept).map(NightscoutTime.milliseconds)
        let modified = try await store.latestModified(kept)
        let logged = try await store.latestRowModified(kept)
        return [dated, modified, logged].compactMap { $0 }.max()
    }

    /// The entry an API v1 `_id` names: a stored one as listed (with Daybook's changes; nil once its
    /// reading was deleted in Daybook), else a reading logged in Daybook.
    public func entry(id: String, for person: Person) async throws -> NightscoutDocument? {
        let store = store(person)
        if let record = try await store.document(nsID: id), record.collection == .entries {
            let around = try await store.documents(.entries, from: record.time.addingTimeInterval(-1), to: record.time.addingTimeInterval(1))
            guard let stored = around.first(where: { $0.row.nsID == record.nsID }) else { return nil }
            return stored.values.glucose.map { NightscoutEntries.overlay(stored.document, with: $0) } ?? stored.document
        }
        guard let row = NightscoutID.journalRow(id),
              let reading = try await context.db.glucoseReadings(of: person.id).find(row) else { return nil }
        return NightscoutEntries.document(for: reading.value, id: id)
    }

    private func store(_ person: Person) -> any NightscoutDocumentRows {
        context.db.nightscoutDocuments(of: person.id, zone: person.preferences.zone)
    }
}
