import DaybookCore
import Foundation

/// Replaces a timed entry's value; the entry moves to the day of its new time.
public struct ChangeEntry<Value: TimedEntryValue>: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ id: UUID, to value: Value, for person: Person) async throws -> JournalEntry<Value> {
        try person.journalDay(of: value.time, now: context.now(), field: Value.timeField)
        return try await context.commit(person.id, replan: Value.journalKind.movesTheCycle ? .periodDue : .nothing) { db in
            guard let (entry, change) = try await JournalRows<Value>(db, for: person).change(id, to: value) else {
                throw UseCaseError.notFound("This entry")
            }
            return (entry, [change])
        }
    }
}
