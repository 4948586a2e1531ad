import DaybookCore
import Foundation

/// Deletes a timed entry of the person's.
public struct DeleteEntry<Value: TimedEntryValue>: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ id: UUID, for person: Person) async throws {
        try await context.commit(person.id, replan: Value.journalKind.movesTheCycle ? .periodDue : .nothing) { db in
            guard let change = try await JournalRows<Value>(db, for: person).delete(id) else {
                throw UseCaseError.notFound("This entry")
            }
            return ((), [change])
        }
    }
}
