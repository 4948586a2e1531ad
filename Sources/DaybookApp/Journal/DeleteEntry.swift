import DaybookCore
import DaybookStore
import Foundation

/// Deletes a timed entry of the person's.
public struct DeleteEntry<Record: TimedEntryRecord>: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ id: UUID, for person: Person) async throws {
        try await context.commit(person.id, replan: Record.kind.movesTheCycle ? .periodDue : .nothing) { db in
            let rows = JournalRows<Record>(db, for: person)
            guard let record = try await rows.find(id) else { throw UseCaseError.notFound("This entry") }
            return ((), [try await rows.delete(record)])
        }
    }
}
