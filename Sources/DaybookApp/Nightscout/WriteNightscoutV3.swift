import DaybookCore
import DaybookFormats
import Foundation

/// One write through Nightscout API v3 (create, update, patch or delete), in one transaction: the
/// documents it may touch are read, Nightscout's v3 rules (in the formats) decide what becomes of them,
/// and the outcome is stored with the journal rows it logs. Rows logged in Daybook itself are documents
/// here too: replacing one turns it into a stored document under the same identifier.
public struct WriteNightscoutV3: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public enum Outcome: Sendable {
        /// Store the result's document (new, replacing one, or marked deleted).
        case store(NightscoutV3WriteResult)
        /// Remove the document with this identifier (or `_id`) for good.
        case remove(identifier: String)
    }

    /// What the write names: an identifier, and the instant that finds a document written through API v1.
    public struct Target: Sendable {
        public var identifier: String?
        public var time: Date?

        public init(identifier: String?, time: Date? = nil) {
            self.identifier = identifier
            self.time = time
        }
    }

    /// `decide` gets the documents the target may name (with their `_id`) and the write's
    /// `srvModified` in ms, later than any before it in the collection.
    public func callAsFunction(_ collection: NightscoutV3Collection, target: Target, newID: @escaping @Sendable () -> String,
                               for person: Person,
                               decide: @escaping @Sendable ([NightscoutDocument], Int64) throws -> Outcome) async throws -> Outcome {
        let now = context.now()
        return try await context.commit(person.id) { db in
            let writer = NightscoutDocumentWriter(db, for: person)
            let store = writer.store
            let kept = NightscoutCollection(collection)
            let candidates = try await store.candidates(kept, identifier: target.identifier, near: target.time)
            let journalRow = target.identifier.flatMap(NightscoutID.journalRow)
            var documents = candidates.map(\.document)
            if let journalRow, let shown = try await store.journalDocument(journalRow, in: kept) { documents.append(shown) }
            let modified = try await store.nextModified(kept, now: now)
            let outcome = try decide(documents, modified)
            var changes: [Change] = []
            switch outcome {
            case .remove(let identifier):
                if let found = candidates.first(where: { Self.identifies($0, identifier) }) {
                    changes += try await writer.delete(found.row)
                } else if let row = NightscoutID.journalRow(identifier),
                          let change = try await writer.deleteJournalRow(row, glucose: collection == .entries, treatments: collection == .treatments) {
                    changes.append(change)
                }
            case .store(let result):
                let document = result.document
                let values = try NightscoutV3Journal.values(of: document, in: collection)
                let time = NightscoutV3Journal.time(of: document) ?? now
                if collection == .entries || collection == .treatments {
                    try person.journalDay(of: time, now: now, field: "date")
                }
                let existing = result.replacing.flatMap { replaced in candidates.first { Self.identifies($0, replaced) } }
                var nsID = existing?.row.nsID ?? document["_id"]?.stringValue ?? newID()
                if existing == nil, let replaced = result.replacing, let row = NightscoutID.journalRow(replaced),
                   let change = try await writer.deleteJournalRow(row, glucose: collection == .entries, treatments: collection == .treatments) {
                    changes.append(change)
                    nsID = replaced
                }
                let (_, written) = try await writer.save(
                    kept, document: document, nsID: nsID, time: time, kind: NightscoutV3Journal.kind(of: document, in: collection),
                    identifier: document["identifier"]?.stringValue, values: values, replacing: existing?.row, modified: result.lastModified)
                changes += written
            }
            return (outcome, changes)
        }
    }

    private static func identifies(_ stored: NightscoutListedDocument, _ identifier: String) -> Bool {
        NightscoutV3StoredDocument.identifier(of: stored.document) == identifier || stored.row.nsID == identifier
    }
}
