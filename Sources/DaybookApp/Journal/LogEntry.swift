import DaybookCore
import Foundation

/// Logs a timed entry (stress, glucose, insulin, meal, exercise, span, weight, temperature, ovulation
/// test) on its day in the person's zone, at most one day past today.
public struct LogEntry<Value: TimedEntryValue>: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ value: Value, for person: Person) async throws -> JournalEntry<Value> {
        let date = person.day(of: value.time)
        try JournalHorizon(now: context.now(), zone: person.preferences.zone).check(date, field: Value.timeField)
        let table = Value.table
        return try await context.commit(person.id, replan: table.kind.movesTheCycle ? .periodDue : .nothing) { db in
            let id = try await table.rows.create(value, date: date, userID: person.id, on: db)
            return (JournalEntry(id: id, date: date, value: value), [Change(.created, .journal(table.kind), id: id, date: date)])
        }
    }
}
