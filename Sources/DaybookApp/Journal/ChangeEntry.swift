import DaybookCore
import DaybookStore
import Foundation

/// Replaces a timed entry's value; the entry moves to the day of its new time.
public struct ChangeEntry<Record: TimedEntryRecord>: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ id: UUID, to value: Record.Value, for person: Person) async throws -> JournalEntry<Record.Value> {
        try person.journalDay(of: value.time, now: context.now(), field: Record.Value.timeField)
        return try await context.commit(person.id, replan: Record.kind.movesTheCycle ? .periodDue : .nothing) { db in
            let rows = JournalRows<Record>(db, for: person)
            guard let record = try await rows.find(id) else { throw UseCaseError.notFound("This entry") }
            let (entry, change) = try await rows.change(record, to: value)
            return (entry, [change])
        }
    }
}
