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

    public func on(_ date: LocalDate) async throws -> [Record] {
        try await list(from: date, to: date)
    }

    public func update(_ record: Record, to value: Record.Value, date: LocalDate) async throws {
        record.date = date.description
        record.store(value)
        try await record.update(on: db)
    }

    public func delete(_ record: Record) async throws {
        try await record.delete(on: db)
    }

    /// The days in [from, to] that have at least one entry of this kind: the calendar's markers.
    /// One index probe per day (`EXISTS` on user, date), not a walk over every entry of the range:
    /// a month of 5-minute CGM readings is 8,640 index entries for 31 answers.
    public func dates(from: LocalDate, to: LocalDate) async throws -> Set<LocalDate> {
        guard let sql = db as? any SQLDatabase else { throw StoreError.badConfiguration("the calendar needs an SQL database") }
        var found: Set<LocalDate> = []
        var first = from
        // SQLite allows 500 terms in one compound SELECT: a query per `probesPerQuery` days (a year takes four).
        while first <= to {
            let last = min(to, first.adding(days: Self.probesPerQuery - 1))
            var probes: [any SQLExpression] = []
            var date = first
            while date <= last {
                let day = date.description
                probes.append(SQLQueryString("""
                    SELECT \(bind: day) AS \(ident: "date") WHERE EXISTS (SELECT 1 FROM \(ident: Record.schema) \
                    WHERE \(ident: "user_id") = \(bind: userID) AND \(ident: "date") = \(bind: day))
                    """))
                date = date.adding(days: 1)
            }
            let dates = try await PlainRows.read(SQLList(probes, separator: SQLRaw(" UNION ALL ")), on: sql) { row in
                (try? row.decode(column: "date", as: String.self)).flatMap { try? LocalDate(parsing: $0) }
            }
            found.formUnion(dates)
            first = last.adding(days: 1)
        }
        return found
    }

    static var probesPerQuery: Int { 100 }
}
