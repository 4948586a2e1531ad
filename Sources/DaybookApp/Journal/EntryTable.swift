import DaybookCore
import DaybookStore
import FluentKit
import Foundation

/// The table of one timed entry kind, as the application layer reaches it. Opaque above the
/// application: the server sees only the kind.
public struct EntryTable<Value: TimedEntryValue>: Sendable {
    let kind: JournalKind
    let rows: any EntryRows<Value>

    init<Record: TimedEntryRecord>(_: Record.Type) where Record.Value == Value {
        kind = Record.kind
        rows = RecordRows<Record>()
    }
}

/// One person's entries of one kind, read and written as core values.
protocol EntryRows<Value>: Sendable {
    associatedtype Value: TimedEntryValue

    func create(_ value: Value, date: LocalDate, userID: UUID, on db: any Database) async throws -> UUID
    func find(_ id: UUID, userID: UUID, on db: any Database) async throws -> JournalEntry<Value>?
    /// False when the person has no entry with this id.
    func update(_ id: UUID, to value: Value, date: LocalDate, userID: UUID, on db: any Database) async throws -> Bool
    /// The day the deleted entry was on; nil when the person has no entry with this id.
    func delete(_ id: UUID, userID: UUID, on db: any Database) async throws -> LocalDate?
    func owner(of id: UUID, on db: any Database) async throws -> UUID?
    func list(userID: UUID, from: LocalDate?, to: LocalDate?, limit: Int?, offset: Int, on db: any Database) async throws -> [JournalEntry<Value>]
    func newest(userID: UUID, limit: Int, offset: Int, on db: any Database) async throws -> [JournalEntry<Value>]
    func on(_ date: LocalDate, userID: UUID, on db: any Database) async throws -> [JournalEntry<Value>]
}

/// `EntryRows` through the store's generic `EntryQueries`.
struct RecordRows<Record: TimedEntryRecord>: EntryRows where Record.Value: TimedEntryValue {
    func create(_ value: Record.Value, date: LocalDate, userID: UUID, on db: any Database) async throws -> UUID {
        try await EntryQueries<Record>(db, userID: userID).create(value, date: date).requireID()
    }

    func find(_ id: UUID, userID: UUID, on db: any Database) async throws -> JournalEntry<Record.Value>? {
        try await EntryQueries<Record>(db, userID: userID).find(id).map(JournalEntry.init)
    }

    func update(_ id: UUID, to value: Record.Value, date: LocalDate, userID: UUID, on db: any Database) async throws -> Bool {
        let queries = EntryQueries<Record>(db, userID: userID)
        guard let record = try await queries.find(id) else { return false }
        try await queries.update(record, to: value, date: date)
        return true
    }

    func delete(_ id: UUID, userID: UUID, on db: any Database) async throws -> LocalDate? {
        let queries = EntryQueries<Record>(db, userID: userID)
        guard let record = try await queries.find(id) else { return nil }
        let date = record.localDate
        try await queries.delete(record)
        return date
    }

    func owner(of id: UUID, on db: any Database) async throws -> UUID? {
        try await EntryQueries<Record>.owner(of: id, on: db)
    }

    func list(userID: UUID, from: LocalDate?, to: LocalDate?, limit: Int?, offset: Int,
              on db: any Database) async throws -> [JournalEntry<Record.Value>] {
        try await EntryQueries<Record>(db, userID: userID).list(from: from, to: to, limit: limit, offset: offset).map(JournalEntry.init)
    }

    func newest(userID: UUID, limit: Int, offset: Int, on db: any Database) async throws -> [JournalEntry<Record.Value>] {
        try await EntryQueries<Record>(db, userID: userID).newest(limit: limit, offset: offset).map(JournalEntry.init)
    }

    func on(_ date: LocalDate, userID: UUID, on db: any Database) async throws -> [JournalEntry<Record.Value>] {
        try await EntryQueries<Record>(db, userID: userID).on(date).map(JournalEntry.init)
    }
}
