import DaybookCore
import DaybookFormats
import Foundation

/// Writes a Nightscout document with the journal rows it logs, inside a use case's transaction. The
/// rows go through the journal's own sequence (`JournalRows`), so a reading an uploader posts is
/// dated, stored and announced exactly as one logged on the day page.
struct NightscoutDocumentWriter: Sendable {
    let store: any NightscoutDocumentRows
    let db: any Storage
    let person: Person

    init(_ db: any Storage, for person: Person) {
        store = db.nightscoutDocuments(of: person.id, zone: person.preferences.zone)
        self.db = db
        self.person = person
    }

    /// Stores a document (new, or replacing `existing`) and makes its rows hold `values`: the rows
    /// of the replaced version are changed in place, added or deleted.
    func save(_ collection: NightscoutCollection, document: NightscoutDocument, nsID: String, time: Date, kind: String,
              identifier: String?, values: NightscoutJournalValues, replacing existing: NightscoutDocumentRow?,
              modified: Int64? = nil) async throws -> (NightscoutDocumentRow, [Change]) {
        let before = existing?.links ?? NightscoutDocumentLinks()
        var changes: [Change] = []
        let links = NightscoutDocumentLinks(
            glucoseID: try await put(values.glucose, as: GlucoseReading.self, at: before.glucoseID, &changes),
            insulinID: try await put(values.insulin, as: InsulinDose.self, at: before.insulinID, &changes),
            mealID: try await put(values.meal, as: Meal.self, at: before.mealID, &changes),
            exerciseID: try await put(values.exercise, as: ExerciseSession.self, at: before.exerciseID, &changes))
        let record = try await store.save(collection, document: document, nsID: nsID, time: time, kind: kind, identifier: identifier,
                                          links: links, replacing: existing?.id, modified: modified)
        return (record, [try Self.change(existing == nil ? .created : .updated, of: record)] + changes)
    }

    /// The document's own change (for API v3's Socket.IO channel), before those of its rows.
    static func change(_ action: Change.Action, of record: NightscoutDocumentRow) throws -> Change {
        let collection = NightscoutV3Collection(rawValue: record.collection.rawValue) ?? .entries
        let identifier = NightscoutV3StoredDocument.identifier(of: record.document) ?? record.nsID
        return Change(action, .nightscout(collection), id: record.id, reference: identifier)
    }

    /// Deletes the document and the journal rows it logged.
    func delete(_ record: NightscoutDocumentRow) async throws -> [Change] {
        let links = record.links
        var changes: [Change] = [try Self.change(.deleted, of: record)]
        _ = try await put(nil, as: GlucoseReading.self, at: links.glucoseID, &changes)
        _ = try await put(nil, as: InsulinDose.self, at: links.insulinID, &changes)
        _ = try await put(nil, as: Meal.self, at: links.mealID, &changes)
        _ = try await put(nil, as: ExerciseSession.self, at: links.exerciseID, &changes)
        try await store.delete(record.id)
        return changes
    }

    /// Deletes a row logged in Daybook that an `_id` names: a reading when `glucose`, else the first
    /// dose, meal or exercise session with that id when `treatments`. Nil when none has it.
    func deleteJournalRow(_ id: UUID, glucose: Bool, treatments: Bool) async throws -> Change? {
        var changes: [Change] = []
        if glucose { _ = try await put(nil, as: GlucoseReading.self, at: id, &changes) }
        if treatments, changes.isEmpty { _ = try await put(nil, as: InsulinDose.self, at: id, &changes) }
        if treatments, changes.isEmpty { _ = try await put(nil, as: Meal.self, at: id, &changes) }
        if treatments, changes.isEmpty { _ = try await put(nil, as: ExerciseSession.self, at: id, &changes) }
        return changes.first
    }

    /// Logs, changes or deletes the row at `id` so that it holds `value`; its id afterwards.
    private func put<Value: TimedEntryValue>(_ value: Value?, as _: Value.Type, at id: UUID?,
                                             _ changes: inout [Change]) async throws -> UUID? {
        let rows = JournalRows<Value>(db, for: person)
        let existing = if let id { try await rows.find(id) } else { JournalEntry<Value>?.none }
        switch (value, existing) {
        case (nil, nil):
            return nil
        case (nil, let row?):
            if let change = try await rows.delete(row.id) { changes.append(change) }
            return nil
        case (let value?, nil):
            let (entry, change) = try await rows.log(value)
            changes.append(change)
            return entry.id
        case (let value?, let row?):
            guard let (entry, change) = try await rows.change(row.id, to: value) else { return nil }
            changes.append(change)
            return entry.id
        }
    }
}
