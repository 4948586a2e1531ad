import DaybookCore
import DaybookStore
import Foundation

/// Deletes a timed entry of the person's.
public struct DeleteEntry<Record: TimedEntryRecord>: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ id: UUID, for person: Person) async throws {
        try await context.commit(person.id, replan: Record.kind.movesTheCycle ? .periodDue : .nothing) { db in
            let queries = EntryQueries<Record>(db, userID: person.id)
            guard let record = try await queries.find(id) else { throw UseCaseError.notFound("This entry") }
            let date = record.localDate
            try await queries.delete(record)
            return ((), [Change(.deleted, .journal(Record.kind), id: id, date: date)])
        }
    }
}
