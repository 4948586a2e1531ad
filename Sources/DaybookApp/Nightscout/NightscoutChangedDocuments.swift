import DaybookCore
import DaybookFormats
import Foundation

/// What a change did to the documents Nightscout clients see, for the Socket.IO channels (API v3's
/// storage namespace and the v1 socket's `dataUpdate`).
/// A Nightscout document's own change (`Change.Subject.nightscout`) names it; a change of a journal row
/// names the document that logged the row (edited or deleted on the day page), or else the row's own
/// document when it was logged in Daybook itself: a reading is an entry, a dose, a meal or an exercise
/// session a treatment.
public struct NightscoutChangedDocuments: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// One document created, changed or deleted, as API v3 shows it (`identifier`, `srvModified`, no `_id`).
    public struct Changed: Sendable, Equatable {
        public enum Action: String, Sendable {
            case create, update, delete
        }

        public var action: Action
        public var collection: NightscoutV3Collection
        public var identifier: String
        /// Nil for a deletion whose document is gone for good.
        public var document: NightscoutDocument?
        /// The `_id` API v1 lists it under (for a document gone for good, the identifier it had).
        public var id: String
        /// The document as API v1 lists it (with `_id`); nil when it is deleted.
        public var listed: NightscoutDocument?
    }

    /// The collection a change shows in, if any.
    public static func collection(of subject: Change.Subject) -> NightscoutV3Collection? {
        switch subject {
        case .nightscout(let collection): collection
        case .journal(.glucose): .entries
        case .journal(.insulin), .journal(.meals), .journal(.exercise): .treatments
        default: nil
        }
    }

    /// The document the change touched, if it touched one.
    public func document(for change: Change, of person: Person) async throws -> Changed? {
        guard let collection = Self.collection(of: change.subject), let id = change.id else { return nil }
        let store = context.db.nightscoutDocuments(of: person.id, zone: person.preferences.zone)
        let kept = NightscoutCollection(collection)
        let created: Changed.Action = change.action == .created ? .create : .update
        if case .nightscout = change.subject {
            guard let found = try await store.document(id: id) else {
                // Deleted for good (API v1, or v3 with `permanent`): its identifier is all there is.
                guard change.action == .deleted, let identifier = change.reference else { return nil }
                return Changed(action: .delete, collection: collection, identifier: identifier, document: nil, id: identifier, listed: nil)
            }
            return try shown(found, collection, kept, action: created)
        }
        if let linked = try await store.document(linking: id, in: kept) {
            // A document that logged a dose and a meal stays when one of them is deleted in Daybook.
            return try shown(linked, collection, kept, action: change.action == .deleted ? .update : created)
        }
        if change.action != .deleted, let document = try await store.journalDocument(id, in: kept) {
            let shown = NightscoutV3StoredDocument.shown(document, in: collection).document
            let identifier = NightscoutID.forJournalRow(id)
            return Changed(action: created, collection: collection, identifier: identifier, document: shown, id: identifier,
                           listed: NightscoutClientTypes.typed(document, in: collection))
        }
        guard change.action == .deleted else { return nil }
        // A row logged in Daybook that an API v3 write replaced by a document under the row's own
        // identifier: that document's change tells it.
        let identifier = NightscoutID.forJournalRow(id)
        if let replaced = try await store.document(nsID: identifier), !NightscoutV3StoredDocument.isDeleted(replaced.document) {
            return nil
        }
        // A row logged in Daybook, or one whose document no longer links it (deleted, which says so itself).
        return Changed(action: .delete, collection: collection, identifier: identifier, document: nil, id: identifier, listed: nil)
    }

    /// A stored document as clients see it now: deleted when it was deleted through API v3 or all its
    /// rows were deleted in Daybook.
    private func shown(_ found: (row: NightscoutDocumentRow, listed: NightscoutListedDocument?),
                       _ collection: NightscoutV3Collection, _ kept: NightscoutCollection,
                       action: Changed.Action) throws -> Changed {
        let identifier = NightscoutV3StoredDocument.identifier(of: found.row.document) ?? found.row.nsID
        guard let stored = found.listed, !NightscoutV3StoredDocument.isDeleted(stored.document) else {
            let document = NightscoutV3StoredDocument.shown(found.row.document, in: collection).document
            return Changed(action: .delete, collection: collection, identifier: identifier, document: document, id: found.row.nsID, listed: nil)
        }
        let document = NightscoutShownDocuments.overlaid(kept, [stored]).first?.1 ?? stored.document
        return Changed(action: action, collection: collection, identifier: identifier,
                       document: NightscoutV3StoredDocument.shown(document, in: collection).document, id: found.row.nsID, listed: document)
    }
}
