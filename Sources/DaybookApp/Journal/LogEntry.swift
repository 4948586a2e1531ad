import DaybookCore
import DaybookStore
import Foundation

/// Logs a timed entry (stress, glucose, insulin, meal, exercise, span) on its day in the person's zone,
/// at most one day past today.
public struct LogEntry<Record: TimedEntryRecord>: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ value: Record.Value, for person: Person) async throws -> JournalEntry<Record.Value> {
        try person.journalDay(of: value.time, now: context.now(), field: Record.Value.timeField)
        return try await context.commit(person.id, replan: Record.kind.movesTheCycle ? .periodDue : .nothing) { db in
            let (entry, change) = try await JournalRows<Record>(db, for: person).log(value)
            return (entry, [change])
        }
    }
}
