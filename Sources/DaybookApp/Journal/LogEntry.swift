import DaybookCore
import Foundation

/// Logs a timed entry (stress, glucose, insulin, meal, exercise, span, weight, temperature, ovulation
/// test) on its day in the person's zone, at most one day past today.
public struct LogEntry<Value: TimedEntryValue>: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ value: Value, for person: Person) async throws -> JournalEntry<Value> {
        try person.journalDay(of: value.time, now: context.now(), field: Value.timeField)
        return try await context.commit(person.id, replan: Value.journalKind.movesTheCycle ? .periodDue : .nothing) { db in
            let (entry, change) = try await JournalRows<Value>(db, for: person).log(value)
            return (entry, [change])
        }
    }
}
