import DaybookCore
import DaybookStore
import FluentKit
import Foundation

/// The one way a timed journal row is written, whichever door its value came through (the journal's
/// API and pages, a Nightscout upload): dated on its day in the person's zone, and told to open views
/// as a change. Runs inside a use case's transaction; the horizon is checked before it
/// (`Person.journalDay`).
struct JournalRows<Record: TimedEntryRecord>: Sendable {
    let entries: EntryQueries<Record>
    let person: Person

    init(_ db: any Database, for person: Person) {
        entries = EntryQueries(db, userID: person.id)
        self.person = person
    }

    func find(_ id: UUID) async throws -> Record? {
        try await entries.find(id)
    }

    func log(_ value: Record.Value) async throws -> (JournalEntry<Record.Value>, Change) {
        let date = person.day(of: value.time)
        let id = try await entries.create(value, date: date).requireID()
        return (JournalEntry(id: id, date: date, value: value), Change(.created, .journal(Record.kind), id: id, date: date))
    }

    /// The row moves to the day of its new time.
    func change(_ record: Record, to value: Record.Value) async throws -> (JournalEntry<Record.Value>, Change) {
        let date = person.day(of: value.time)
        let id = try record.requireID()
        try await entries.update(record, to: value, date: date)
        return (JournalEntry(id: id, date: date, value: value), Change(.updated, .journal(Record.kind), id: id, date: date))
    }

    func delete(_ record: Record) async throws -> Change {
        let id = try record.requireID()
        let date = record.localDate
        try await entries.delete(record)
        return Change(.deleted, .journal(Record.kind), id: id, date: date)
    }
}

extension Person {
    /// The day a journal value at `instant` is logged on, refused when it lies more than a day ahead.
    /// Checked before the transaction, so that a refused value takes no write lock; `field` names the
    /// time in the words of the door the value came through.
    @discardableResult
    func journalDay(of instant: Date, now: Date, field: String) throws(ValidationError) -> LocalDate {
        let date = day(of: instant)
        try JournalHorizon(now: now, zone: preferences.zone).check(date, field: field)
        return date
    }
}
