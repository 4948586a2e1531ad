import DaybookCore
import Foundation

/// Replaces a timed entry's value; the entry moves to the day of its new time.
public struct ChangeEntry<Value: TimedEntryValue>: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ id: UUID, to value: Value, for person: Person) async throws -> JournalEntry<Value> {
        let date = person.day(of: value.time)
        try JournalHorizon(now: context.now(), zone: person.preferences.zone).check(date, field: Value.timeField)
        let table = Value.table
        return try await context.commit(person.id, replan: table.kind.movesTheCycle ? .periodDue : .nothing) { db in
            guard try await table.rows.update(id, to: value, date: date, userID: person.id, on: db) else {
                throw UseCaseError.notFound("This entry")
            }
            return (JournalEntry(id: id, date: date, value: value), [Change(.updated, .journal(table.kind), id: id, date: date)])
        }
    }
}
