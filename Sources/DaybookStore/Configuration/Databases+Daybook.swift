import FluentKit
import NIOCore
import FluentPostgresDriver
import FluentSQLiteDriver
import SQLKit

extension Databases {
    /// Registers Daybook's database as the default one. `schema` (PostgreSQL only) puts every table in
    /// that schema, created when missing: several Daybooks, or parallel test runs, can share one server.
    /// `poolTimeout`: how long a PostgreSQL query may wait for a free connection.
    public func useDaybook(_ location: DatabaseLocation, schema: String? = nil, connectionsPerEventLoop: Int = 4,
                           poolTimeout: TimeAmount = .seconds(10)) throws {
        switch location {
        case .sqliteFile(let path):
            use(.sqlite(.file(path)), as: .sqlite, isDefault: true)
            // The one writer's connection of its own (`WriteDiscipline`): a long write (an import) holds it,
            // not a connection that reads for everybody else.
            use(.sqlite(.file(path)), as: .daybookWriter, isDefault: false)
        case .sqliteMemory:
            use(.sqlite(.memory), as: .sqlite, isDefault: true)
        case .postgres(let url):
            var configuration = try SQLPostgresConfiguration(url: url)
            if let schema { configuration.searchPath = [schema] }
            use(.postgres(configuration: configuration, maxConnectionsPerEventLoop: connectionsPerEventLoop,
                          connectionPoolTimeout: poolTimeout, sqlLogLevel: .debug),
                as: .psql, isDefault: true)
        }
    }
}

extension DatabaseID {
    /// A SQLite file's connection for writes alone.
    public static let daybookWriter = DatabaseID(string: "daybook-writer")
}

public enum DaybookDatabase {
    /// Prepares a database before migrations: PostgreSQL gets its schema, SQLite write-ahead logging
    /// (readers don't block the writer; the file keeps the mode, so one connection sets it).
    public static func prepare(_ database: any Database, location: DatabaseLocation, schema: String?) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        switch location {
        case .postgres:
            if let schema {
                try await sql.raw("CREATE SCHEMA IF NOT EXISTS \(ident: schema)").run()
            }
        case .sqliteFile:
            try await sql.raw("PRAGMA journal_mode=WAL").run()
        case .sqliteMemory:
            break
        }
    }

    /// Drops a PostgreSQL schema with every table in it (a benchmark's generated journal).
    public static func dropSchema(_ database: any Database, schema: String) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.raw("DROP SCHEMA IF EXISTS \(ident: schema) CASCADE").run()
    }

    /// How long a SQLite writer waits for the write lock before it gives up.
    public static let busyTimeoutMilliseconds = 10_000

    /// Settings SQLite keeps per connection, applied to every connection of the pool: the driver opens
    /// one per event loop and keeps it open. (A connection it had to reopen would fall back to SQLite's
    /// own default, `FULL`: slower, never less safe.)
    public static func prepareConnections(_ databases: Databases, location: DatabaseLocation, synchronous: SQLiteSynchronous,
                                          writer: (any Database)? = nil) async throws {
        guard case .sqliteFile = location else { return }
        let logger = Logger(label: "daybook.database")
        let connections = databases.eventLoopGroup.makeIterator().map { databases.database(logger: logger, on: $0) } + [writer]
        for case let sql as any SQLDatabase in connections {
            switch synchronous {
            case .normal: try await sql.raw("PRAGMA synchronous = NORMAL").run()
            case .full: try await sql.raw("PRAGMA synchronous = FULL").run()
            }
            // A writer that finds the database locked by another (a second process, or a write outside
            // the application's queue) waits for it rather than failing at once.
            try await sql.raw("PRAGMA busy_timeout = \(unsafeRaw: String(busyTimeoutMilliseconds))").run()
        }
    }

    /// True when the database answers a trivial query.
    public static func isReachable(_ database: any Database) async -> Bool {
        guard let sql = database as? any SQLDatabase else { return false }
        do {
            try await sql.raw("SELECT 1").run()
            return true
        } catch {
            return false
        }
    }
}
