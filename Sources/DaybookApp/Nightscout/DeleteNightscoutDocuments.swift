import DaybookCore
import DaybookFormats
import Foundation

/// Deletes Nightscout documents by `_id`, with the journal rows they logged, in one transaction. An
/// `_id` that names a row logged in Daybook deletes that row. Ids that name nothing are passed over.
public struct DeleteNightscoutDocuments: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public enum Collection: Sendable, Equatable {
        /// Entries: documents by `_id`, or glucose readings logged in Daybook.
        case entries
        /// Treatments: treatment documents, or insulin, meals and exercise logged in Daybook.
        case treatments
        /// Documents of a collection that logs nothing in the journal (device status, profiles, food).
        case records(NightscoutV3Collection)

        func holds(_ stored: String) -> Bool {
            switch self {
            case .entries: true
            case .treatments: stored == "treatments"
            case .records(let collection): stored == collection.rawValue
            }
        }
    }

    /// How many were deleted.
    public func callAsFunction(_ ids: [String], from collection: Collection, for person: Person) async throws -> Int {
        try await context.commit(person.id) { db in
            let writer = NightscoutDocumentWriter(db, for: person)
            var deleted = 0
            var changes: [Change] = []
            for id in ids {
                if let record = try await writer.store.document(nsID: id), collection.holds(record.collection.rawValue) {
                    // What is kept of a row deleted in Daybook is deleted already.
                    if record.links.isEmpty, NightscoutV3StoredDocument.isDeleted(record.document) { continue }
                    changes += try await writer.delete(record)
                } else if let row = NightscoutID.journalRow(id),
                          let change = try await writer.deleteJournalRow(row, glucose: collection == .entries, treatments: collection == .treatments) {
                    changes.append(change)
                } else {
                    continue
                }
                deleted += 1
            }
            return (deleted, changes)
        }
    }
}
