import DaybookCore
import Foundation

/// Deletes a timed entry of the person's.
public struct DeleteEntry<Value: TimedEntryValue>: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ id: UUID, for person: Person) async throws {
        let table = Value.table
        try await context.commit(person.id, replan: table.kind.movesTheCycle ? .periodDue : .nothing) { db in
            guard let date = try await table.rows.delete(id, userID: person.id, on: db) else {
                throw UseCaseError.notFound("This entry")
            }
            return ((), [Change(.deleted, .journal(table.kind), id: id, date: date)])
        }
    }
}
