import DaybookCore
import FluentKit
import Foundation
import SQLKit

/// The days in a range with at least one entry of each kind asked for: the calendar's markers, from
/// one statement for all the kinds. One index probe per day and kind (`EXISTS` on user and date), not a
/// walk over every entry of the range: a month of 5-minute CGM readings is 8,640 index entries for 31
/// answers. The statement is written out directly: built through the query builder, escaping the names
/// of a few hundred probes took longer than SQLite took to answer them.
public struct JournalDates: Sendable {
    /// A kind and the table its entries are in: any table of rows with a user and a date.
    public struct Table: Sendable {
        public let kind: JournalKind
        let name: String
    }

    let db: any Database
    let userID: UUID

    public init(_ db: any Database, userID: UUID) {
        self.db = db
        self.userID = userID
    }

    public static func table<R: TimedEntryRecord>(_: R.Type) -> Table {
        Table(kind: R.kind, name: R.schema)
    }

    /// The day records: a day's metrics, a day's fertility signs.
    public static let metrics = Table(kind: .metrics, name: DailyMetricsRecord.schema)
    public static let fertility = Table(kind: .fertility, name: FertilitySignsRecord.schema)

    /// SQLite allows 500 terms in one compound SELECT.
    static let probesPerStatement = 480

    /// For each day in [from, to], the kinds of `tables` logged on it; days with none are left out.
    public func dates(of tables: [Table], from: LocalDate, to: LocalDate) async throws -> [LocalDate: Set<JournalKind>] {
        guard let sql = db as? any SQLDatabase else { throw StoreError.badConfiguration("the calendar needs an SQL database") }
        guard from <= to, !tables.isEmpty else { return [:] }
        let decode: @Sendable (any SQLRow) -> (LocalDate, JournalKind)? = { row in
            guard let text = try? row.decode(column: "date", as: String.self), let date = try? LocalDate(parsing: text),
                  let index = try? row.decode(column: "kind", as: Int.self), tables.indices.contains(index)
            else { return nil }
            return (date, tables[index].kind)
        }
        var found: [LocalDate: Set<JournalKind>] = [:]
        if sql.dialect.name == "postgresql" {
            let statement = DaySeries(userID: userID, tables: tables, from: from.description, to: to.description)
            for (date, kind) in try await PlainRows.read(statement, on: sql, decode) { found[date, default: []].insert(kind) }
            return found
        }
        var probes: [Probe] = []
        var date = from
        while date <= to {
            let day = date.description
            probes += tables.indices.map { Probe(date: day, table: $0) }
            date = date.adding(days: 1)
        }
        for start in stride(from: 0, to: probes.count, by: Self.probesPerStatement) {
            let statement = Probes(userID: userID, tables: tables, probes: probes[start..<min(probes.count, start + Self.probesPerStatement)])
            for (date, kind) in try await PlainRows.read(statement, on: sql, decode) { found[date, default: []].insert(kind) }
        }
        return found
    }

    /// One day of one table.
    struct Probe {
        var date: String
        var table: Int
    }

    /// PostgreSQL plans a statement each time it is sent unnamed, and a month of a dozen kinds written out as
    /// probes is some 400 subqueries to plan (~4 ms of the database's time per calendar). There the days come
    /// from a series and each table is written once, probed for every day by a lateral `EXISTS`:
    /// `SELECT to_char(day, 'YYYY-MM-DD') AS date, probe.kind FROM generate_series(…) AS day CROSS JOIN LATERAL
    /// (SELECT 0 AS kind WHERE EXISTS (SELECT 1 FROM stress_ratings WHERE user_id = $1 AND date = …) UNION ALL …) AS probe`
    struct DaySeries: SQLExpression {
        let userID: UUID
        let tables: [Table]
        let from: String
        let to: String

        func serialize(to serializer: inout SQLSerializer) {
            let day = "to_char(day, 'YYYY-MM-DD')"
            serializer.write("SELECT \(day) AS date, probe.kind FROM generate_series(")
            serializer.write(bind: from)
            serializer.write("::date, ")
            serializer.write(bind: to)
            serializer.write("::date, interval '1 day') AS day CROSS JOIN LATERAL (")
            for (index, table) in tables.enumerated() {
                serializer.write(index == 0 ? "SELECT " : " UNION ALL SELECT ")
                serializer.write("\(index) AS kind WHERE EXISTS (SELECT 1 FROM \(table.name) WHERE user_id = ")
                serializer.write(bind: userID)
                serializer.write(" AND date = \(day))")
            }
            serializer.write(") AS probe")
        }
    }

    /// `SELECT ? AS date, 2 AS kind WHERE EXISTS (SELECT 1 FROM meals WHERE user_id = ? AND date = ?) UNION ALL …`
    struct Probes: SQLExpression {
        let userID: UUID
        let tables: [Table]
        let probes: ArraySlice<Probe>

        func serialize(to serializer: inout SQLSerializer) {
            var first = true
            for probe in probes {
                serializer.write(first ? "SELECT " : " UNION ALL SELECT ")
                first = false
                serializer.write(bind: probe.date)
                serializer.write(" AS date, \(probe.table) AS kind WHERE EXISTS (SELECT 1 FROM \(tables[probe.table].name) WHERE user_id = ")
                serializer.write(bind: userID)
                serializer.write(" AND date = ")
                serializer.write(bind: probe.date)
                serializer.write(")")
            }
        }
    }
}
