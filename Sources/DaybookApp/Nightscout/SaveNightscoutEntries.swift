import DaybookCore
import DaybookFormats
import Foundation

/// Stores entries posted by a Nightscout uploader (xDrip+, Loop…), each with the glucose reading it
/// logs, in one transaction. Re-posting the same `date` and `type` updates the entry.
public struct SaveNightscoutEntries: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public struct Entry: Sendable {
        public var document: NightscoutDocument
        public var time: Date
        public var type: String
        public var reading: GlucoseReading?

        public init(document: NightscoutDocument, time: Date, type: String, reading: GlucoseReading?) {
            self.document = document
            self.time = time
            self.type = type
            self.reading = reading
        }
    }

    /// The entries as stored, in the order given. `newID` makes each new entry's `_id`. `replacing`: the
    /// `_id` the first entry rewrites (the v1 socket's `dbUpdate`); a reading logged in Daybook named
    /// there becomes a document under the same `_id`.
    public func callAsFunction(_ entries: [Entry], replacing requestedID: String? = nil, newID: @escaping @Sendable () -> String,
                               for person: Person) async throws -> [NightscoutDocument] {
        for entry in entries { try person.journalDay(of: entry.time, now: context.now(), field: "date") }
        return try await context.commit(person.id) { db in
            let writer = NightscoutDocumentWriter(db, for: person)
            let store = writer.store
            var saved: [NightscoutDocument] = []
            var changes: [Change] = []
            let modified = try await store.nextModified(.entries, now: context.now())
            for (index, entry) in entries.enumerated() {
                var existing: NightscoutDocumentRow?
                var nsID = newID()
                if index == 0, let requestedID {
                    existing = try await store.document(nsID: requestedID).flatMap { $0.collection == .entries ? $0 : nil }
                    if existing == nil, let row = NightscoutID.journalRow(requestedID),
                       let change = try await writer.deleteJournalRow(row, glucose: true, treatments: false) {
                        changes.append(change)
                        nsID = requestedID
                    }
                }
                if existing == nil, nsID != requestedID {
                    existing = try await store.entry(at: entry.time, type: entry.type)
                }
                let (record, written) = try await writer.save(
                    .entries, document: entry.document, nsID: nsID, time: entry.time, kind: entry.type, identifier: nil,
                    values: NightscoutJournalValues(glucose: entry.reading), replacing: existing, modified: modified + Int64(index))
                saved.append(record.document)
                changes += written
            }
            return (saved, changes)
        }
    }
}
