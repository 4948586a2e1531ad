import DaybookCore
import DaybookStore
import Foundation

/// Replaces a timed entry's value; the entry moves to the day of its new time.
public struct ChangeEntry<Record: TimedEntryRecord>: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ id: UUID, to value: Record.Value, for person: Person) async throws -> JournalEntry<Record.Value> {
        let date = person.day(of: value.time)
        try JournalHorizon(now: context.now(), zone: person.preferences.zone).check(date, field: Record.Value.timeField)
        return try await context.commit(person.id, replan: Record.kind.movesTheCycle ? .periodDue : .nothing) { db in
            let queries = EntryQueries<Record>(db, userID: person.id)
            guard let record = try await queries.find(id) else { throw UseCaseError.notFound("This entry") }
            try await queries.update(record, to: value, date: date)
            return (JournalEntry(id: id, date: date, value: value), [Change(.updated, .journal(Record.kind), id: id, date: date)])
        }
    }
}
