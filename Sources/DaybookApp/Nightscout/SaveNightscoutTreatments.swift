import DaybookCore
import DaybookFormats
import Foundation

/// Stores treatments posted through Nightscout (insulin, carbs, exercise, BG checks, notes) with the
/// journal rows they log, in one transaction. The same `identifier`, or the same time and
/// `eventType`, updates instead of duplicating. A posted treatment may come in parts (carbs with a
/// pre-bolus are a second part); the first part of each stands for it in the answer.
public struct SaveNightscoutTreatments: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public struct Part: Sendable {
        public var document: NightscoutDocument
        public var values: NightscoutJournalValues
        public var time: Date
        public var eventType: String

        public init(document: NightscoutDocument, values: NightscoutJournalValues, time: Date, eventType: String) {
            self.document = document
            self.values = values
            self.time = time
            self.eventType = eventType
        }
    }

    /// `replacing`: the `_id` a PUT names for the first treatment's first part. A Daybook row's id
    /// there turns that row into a document with the same `_id`.
    public func callAsFunction(_ treatments: [[Part]], replacing requestedID: String? = nil, newID: @escaping @Sendable () -> String,
                               for person: Person) async throws -> [NightscoutDocument] {
        for part in treatments.joined() { try person.journalDay(of: part.time, now: context.now(), field: "created_at") }
        return try await context.commit(person.id) { db in
            let writer = NightscoutDocumentWriter(db, for: person)
            var saved: [NightscoutDocument] = []
            var changes: [Change] = []
            var modified = try await writer.store.nextModified(.treatments, now: context.now())
            for (index, parts) in treatments.enumerated() {
                var first: NightscoutDocument?
                for part in parts {
                    let requested = index == 0 && first == nil ? requestedID : nil
                    let stored = try await Self.save(part, requestedID: requested, newID: newID, modified: modified, writer: writer, changes: &changes)
                    modified += 1
                    first = first ?? stored
                }
                if let first { saved.append(first) }
            }
            return (saved, changes)
        }
    }

    private static func save(_ part: Part, requestedID: String?, newID: () -> String, modified: Int64, writer: NightscoutDocumentWriter,
                             changes: inout [Change]) async throws -> NightscoutDocument {
        let store = writer.store
        let identifier = part.document["identifier"]?.stringValue
        var existing: NightscoutDocumentRow?
        var nsID = newID()
        if let requestedID {
            existing = try await store.document(nsID: requestedID)
            if existing == nil, let row = NightscoutID.journalRow(requestedID) {
                if let change = try await writer.deleteJournalRow(row, glucose: false, treatments: true) { changes.append(change) }
                nsID = requestedID
            }
        }
        if existing == nil, nsID != requestedID {
            existing = try await store.treatment(identifier: identifier, at: part.time, eventType: part.eventType)
        }
        let (record, written) = try await writer.save(.treatments, document: part.document, nsID: nsID, time: part.time,
                                                     kind: part.eventType, identifier: identifier, values: part.values, replacing: existing,
                                                     modified: modified)
        changes += written
        return record.document
    }
}
