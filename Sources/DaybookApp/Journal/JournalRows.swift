import DaybookCore
import Foundation

/// The one way a timed journal row is written, whichever door its value came through (the journal's
/// API and pages, a Nightscout upload): dated on its day in the person's zone, and told to open views
/// as a change. Runs inside a use case's transaction; the horizon is checked before it
/// (`Person.journalDay`).
struct JournalRows<Value: TimedEntryValue>: Sendable {
    let db: any Storage
    let person: Person

    init(_ db: any Storage, for person: Person) {
        self.db = db
        self.person = person
    }

    private var rows: any EntryRows<Value> { Value.rows(in: db, of: person.id) }

    func find(_ id: UUID) async throws -> JournalEntry<Value>? {
        try await rows.find(id)
    }

    /// The day's earliest entry: the one a once-a-day entry (the morning's reading) edits.
    func first(on date: LocalDate) async throws -> JournalEntry<Value>? {
        try await rows.on(date).min { $0.value.time < $1.value.time }
    }

    func log(_ value: Value) async throws -> (JournalEntry<Value>, Change) {
        let date = person.day(of: value.time)
        let id = try await rows.create(value, date: date)
        return (JournalEntry(id: id, date: date, value: value), Change(.created, .journal(Value.journalKind), id: id, date: date))
    }

    /// The row moves to the day of its new time; nil when the person has no row with this id.
    func change(_ id: UUID, to value: Value) async throws -> (JournalEntry<Value>, Change)? {
        let date = person.day(of: value.time)
        guard try await rows.update(id, to: value, date: date) else { return nil }
        try await NightscoutRowHistory(db, for: person).changed(id, kind: Value.journalKind)
        return (JournalEntry(id: id, date: date, value: value), Change(.updated, .journal(Value.journalKind), id: id, date: date))
    }

    /// Nil when the person has no row with this id.
    func delete(_ id: UUID) async throws -> Change? {
        let deleted = try await find(id)
        guard let date = try await rows.delete(id) else { return nil }
        if let deleted { try await NightscoutRowHistory(db, for: person).deleted(deleted) }
        return Change(.deleted, .journal(Value.journalKind), id: id, date: date)
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
