import DaybookCore
import FluentKit
import Foundation
import SQLKit

/// Create, read, list, update and delete one kind of timestamped entry — always for one user.
/// Generic over the record, so each kind needs no queries of its own.
public struct EntryQueries<Record: TimedEntryRecord>: Sendable {
    let db: any Database
    let userID: UUID

    public init(_ db: any Database, userID: UUID) {
        self.db = db
        self.userID = userID
    }

    private var mine: QueryBuilder<Record> {
        Record.query(on: db).filter(Record.userIDKey == userID)
    }

    /// Logs the value on `date` (its day in the user's time zone).
    public func create(_ value: Record.Value, date: LocalDate) async throws -> Record {
        let record = Record()
        record.userID = userID
        record.date = date.description
        record.store(value)
        WriteStamp.mark(record)
        try await record.create(on: db)
        return record
    }

    /// Whose entry `id` is, for by-id reads through a grant (the caller then reads it scoped to
    /// that owner). The only lookup that is not scoped to one user; it returns nothing else.
    public static func owner(of id: UUID, on db: any Database) async throws -> UUID? {
        try await Record.query(on: db).filter(\._$id == id).first().map { $0.userID }
    }

    public func find(_ id: UUID) async throws -> Record? {
        try await mine.filter(\._$id == id).first()
    }

    /// Entries whose day lies in [from, to] (either end open), oldest first.
    public func list(from: LocalDate? = nil, to: LocalDate? = nil, limit: Int? = nil, offset: Int = 0) async throws -> [Record] {
        let query = mine
        if let from { query.filter(Record.dateKey >= from.description) }
        if let to { query.filter(Record.dateKey <= to.description) }
        query.sort(Record.timeKey).sort(\._$id)
        if let limit { query.range(offset..<(offset + limit)) }
        return try await query.all()
    }

    /// The latest entries first: the history list, a page at a time.
    public func newest(limit: Int, offset: Int = 0) async throws -> [Record] {
        try await mine.sort(Record.timeKey, .descending).sort(\._$id, .descending).range(offset..<(offset + limit)).all()
    }

    /// A day's entries in time order: every day page reads several kinds, so the statement is written
    /// out and the rows read without reflection (`ModelRow`).
    public func on(_ date: LocalDate) async throws -> [Record] {
        guard let sql = db as? any SQLDatabase else { return try await list(from: date, to: date) }
        return try await ModelRow.models(Record.self, """
            SELECT * FROM \(unsafeRaw: Record.schema) WHERE user_id = \(bind: userID) AND date = \(bind: date.description) ORDER BY time, id
            """, on: sql)
    }

    public func update(_ record: Record, to value: Record.Value, date: LocalDate) async throws {
        record.date = date.description
        record.store(value)
        WriteStamp.mark(record)
        try await record.update(on: db)
    }

    public func delete(_ record: Record) async throws {
        try await record.delete(on: db)
    }
}
