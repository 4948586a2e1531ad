import DaybookCore
import DaybookFormats
import Foundation

/// Stores documents posted through Nightscout API v1 that log nothing in the journal (device status,
/// profiles), in one transaction, each with its own `_id` and `srvModified`.
public struct SaveNightscoutRecords: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// A document as posted, with the instant it is listed by.
    public struct Posted: Sendable {
        public var document: NightscoutDocument
        public var time: Date

        public init(document: NightscoutDocument, time: Date) {
            self.document = document
            self.time = time
        }
    }

    /// The documents as stored, in the order given. `replacing`: the `_id` of the document the first
    /// one rewrites (the v1 socket's `dbUpdate`).
    public func callAsFunction(_ posted: [Posted], in collection: NightscoutV3Collection, replacing requestedID: String? = nil,
                               newID: @escaping @Sendable () -> String, for person: Person) async throws -> [NightscoutDocument] {
        let collection = NightscoutCollection(collection)
        return try await context.commit(person.id) { db in
            let store = db.nightscoutDocuments(of: person.id, zone: person.preferences.zone)
            let modified = try await store.nextModified(collection, now: context.now())
            var saved: [NightscoutDocument] = []
            var changes: [Change] = []
            for (index, item) in posted.enumerated() {
                var existing: NightscoutDocumentRow?
                if index == 0, let requestedID {
                    existing = try await store.document(nsID: requestedID).flatMap { $0.collection == collection ? $0 : nil }
                }
                let stored = try await store.save(collection, document: item.document, nsID: newID(), time: item.time,
                                                  kind: collection.rawValue, identifier: nil, links: .init(), replacing: existing?.id,
                                                  modified: modified + Int64(index))
                saved.append(stored.document)
                changes.append(try NightscoutDocumentWriter.change(existing == nil ? .created : .updated, of: stored))
            }
            return (saved, changes)
        }
    }
}
