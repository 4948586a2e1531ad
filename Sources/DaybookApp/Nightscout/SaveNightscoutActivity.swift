import DaybookCore
import DaybookFormats
import Foundation

/// Stores activity records an uploader posts (xDrip+'s heart rate, steps and motion) as the documents
/// it sent, in one transaction; they log nothing in the journal. A record sent again (the same
/// `type` at the same instant) replaces the one stored, so a repeated upload keeps one copy.
public struct SaveNightscoutActivity: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// The documents as stored, in the order given.
    public func callAsFunction(_ posted: [SaveNightscoutRecords.Posted], newID: @escaping @Sendable () -> String,
                               for person: Person) async throws -> [NightscoutDocument] {
        try await context.commit(person.id) { db in
            let store = db.nightscoutDocuments(of: person.id, zone: person.preferences.zone)
            let modified = try await store.nextModified(.activity, now: context.now())
            var saved: [NightscoutDocument] = []
            for (index, item) in posted.enumerated() {
                let kind = item.document["type"]?.stringValue ?? "activity"
                let existing = try await store.newest(.activity, kind: kind, from: item.time, to: item.time, limit: 1).first?.row
                let stored = try await store.save(.activity, document: item.document, nsID: existing?.nsID ?? newID(), time: item.time,
                                                  kind: kind, identifier: nil, links: .init(), replacing: existing?.id,
                                                  modified: modified + Int64(index))
                saved.append(stored.document)
            }
            return (saved, [])
        }
    }
}
