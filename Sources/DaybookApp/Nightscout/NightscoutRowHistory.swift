import DaybookCore
import DaybookFormats
import Foundation

/// What Nightscout clients that sync by `srvModified` (AndroidAPS reads only what changed since its
/// last sync) must find when a row they see is edited or deleted in Daybook: the document that logged
/// it marked changed, or, for a row logged in Daybook itself, its last version kept as deleted
/// (`isValid: false`). Without that a carb entry deleted in Daybook would stay active on the phone.
struct NightscoutRowHistory: Sendable {
    let store: any NightscoutDocumentRows
    let db: any Storage

    init(_ db: any Storage, for person: Person) {
        self.db = db
        store = db.nightscoutDocuments(of: person.id, zone: person.preferences.zone)
    }

    /// The collection a journal kind shows in, if any.
    static func collection(of kind: JournalKind) -> NightscoutCollection? {
        NightscoutChangedDocuments.collection(of: .journal(kind)).map(NightscoutCollection.init)
    }

    /// A row was edited: the document that logged it changed too.
    func changed(_ id: UUID, kind: JournalKind) async throws {
        guard let collection = Self.collection(of: kind), let modified = db.writeStamp,
              let linked = try await store.document(linking: id, in: collection) else { return }
        try await store.touch(linked.row.id, modified: try await store.nextModified(collection, now: Date(milliseconds: modified)))
    }

    /// A row was deleted: the document that logged it changed (deleted when it logged nothing else),
    /// or the row's own document is kept as deleted.
    func deleted<Value: TimedEntryValue>(_ entry: JournalEntry<Value>) async throws {
        guard let collection = Self.collection(of: Value.journalKind), let stamp = db.writeStamp else { return }
        let modified = try await store.nextModified(collection, now: Date(milliseconds: stamp))
        if let linked = try await store.document(linking: entry.id, in: collection) {
            try await store.touch(linked.row.id, modified: modified)
            return
        }
        let nsID = NightscoutID.forJournalRow(entry.id)
        guard try await store.document(nsID: nsID) == nil, var document = Self.document(of: entry.value, id: nsID) else { return }
        document["isValid"] = .bool(false)
        let kind = document["type"]?.stringValue ?? document["eventType"]?.stringValue ?? ""
        _ = try await store.save(collection, document: document, nsID: nsID, time: entry.value.time, kind: kind, identifier: nil,
                                 links: NightscoutDocumentLinks(), replacing: nil, modified: modified)
    }

    private static func document(of value: some TimedEntryValue, id: String) -> NightscoutDocument? {
        switch value {
        case let reading as GlucoseReading: NightscoutEntries.document(for: reading, id: id)
        case let dose as InsulinDose: NightscoutTreatments.document(for: dose, id: id)
        case let meal as Meal: NightscoutTreatments.document(for: meal, id: id)
        case let session as ExerciseSession: NightscoutTreatments.document(for: session, id: id)
        default: nil
        }
    }
}

private extension Date {
    init(milliseconds: Int64) {
        self = NightscoutTime.date(milliseconds: Double(milliseconds))
    }
}
