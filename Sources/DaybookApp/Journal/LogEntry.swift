import DaybookCore
import DaybookStore
import Foundation

/// Logs a timed entry (stress, glucose, insulin, meal, exercise, span) on its day in the person's zone,
/// at most one day past today.
public struct LogEntry<Record: TimedEntryRecord>: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ value: Record.Value, for person: Person) async throws -> JournalEntry<Record.Value> {
        let date = person.day(of: value.time)
        try JournalHorizon(now: context.now(), zone: person.preferences.zone).check(date, field: Record.Value.timeField)
        return try await context.commit(person.id, replan: Record.kind.movesTheCycle ? .periodDue : .nothing) { db in
            let record = try await EntryQueries<Record>(db, userID: person.id).create(value, date: date)
            let id = try record.requireID()
            return (JournalEntry(id: id, date: date, value: value), [Change(.created, .journal(Record.kind), id: id, date: date)])
        }
    }
}
