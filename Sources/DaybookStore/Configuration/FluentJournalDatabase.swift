import DaybookApp
import FluentKit
import Foundation
import Logging
import NIOCore
import NIOPosix

/// A Daybook instance's database on Fluent: its pools, its migrations and its one write discipline.
/// The server and the commands reach the data only through the use case contexts it makes.
public final class FluentJournalDatabase: JournalDatabase {
    public let settings: DatabaseSettings
    let databases: Databases
    let writes: WriteDiscipline
    private let eventLoopGroup: any EventLoopGroup
    private let logger: Logger

    /// Registers the pools; nothing connects until the first use, so a command that needs no
    /// database (`--help`) creates no file.
    public init(_ settings: DatabaseSettings, threadPool: NIOThreadPool, eventLoopGroup: any EventLoopGroup, logger: Logger) throws {
        self.settings = settings
        self.eventLoopGroup = eventLoopGroup
        self.logger = logger
        let databases = Databases(threadPool: threadPool, on: eventLoopGroup)
        self.databases = databases
        try databases.useDaybook(settings.location, schema: settings.schema,
                                 connectionsPerEventLoop: settings.connectionsPerEventLoop, poolTimeout: settings.poolTimeout)
        if case .sqliteFile = settings.location {
            // A SQLite file's writes run on a connection of their own, always on one event loop: one connection.
            let writerLoop = eventLoopGroup.next()
            writes = WriteDiscipline(writerDatabase: { databases.database(.daybookWriter, logger: logger, on: writerLoop) })
        } else {
            writes = WriteDiscipline()
        }
    }

    public func storage(on eventLoop: (any EventLoop)?, logger: Logger?) -> (any Storage)? {
        guard let db = databases.database(logger: logger ?? self.logger, on: eventLoop ?? eventLoopGroup.any()) else { return nil }
        return FluentStorage(db, writes: writes)
    }

    public var singleServerFile: String? {
        guard case .sqliteFile(let path) = settings.location else { return nil }
        return path
    }

    public func changeRelay(eventLoopGroup: any EventLoopGroup, logger: Logger) throws -> (any ChangeRelaying)? {
        guard let url = settings.location.postgresURL else { return nil }
        return try ChangeRelay(url: url, schema: settings.schema, eventLoopGroup: eventLoopGroup, logger: logger,
                               database: { [weak self] in self?.databases.database(logger: logger, on: eventLoopGroup.any()) })
    }

    /// Readies the database for this process: PostgreSQL gets its schema, a SQLite file write-ahead
    /// logging, and each SQLite connection its `synchronous` setting.
    public func prepare() async throws {
        let db = try anyDatabase()
        try await DaybookDatabase.prepare(db, location: settings.location, schema: settings.schema)
        try await DaybookDatabase.prepareConnections(databases, location: settings.location, synchronous: settings.sqliteSynchronous,
                                                     writer: writes.writerDatabase?())
    }

    /// The names of the migrations not applied yet.
    public func pendingMigrations() async throws -> [String] {
        let migrator = try migrator()
        try await migrator.setupIfNeeded().get()
        return try await migrator.previewPrepareBatch().get().map { $0.0.name }
    }

    /// Applies every migration not applied yet, as one batch.
    public func migrate() async throws {
        let migrator = try migrator()
        try await migrator.setupIfNeeded().get()
        try await migrator.prepareBatch().get()
    }

    /// The names of the migrations of the last batch, which `revertLastBatch` would undo.
    public func lastMigrationBatch() async throws -> [String] {
        let migrator = try migrator()
        try await migrator.setupIfNeeded().get()
        return try await migrator.previewRevertLastBatch().get().map { $0.0.name }
    }

    public func revertLastBatch() async throws {
        let migrator = try migrator()
        try await migrator.setupIfNeeded().get()
        try await migrator.revertLastBatch().get()
    }

    /// True when the database answers a trivial query.
    public func isReachable() async -> Bool {
        guard let db = try? anyDatabase() else { return false }
        return await DaybookDatabase.isReachable(db)
    }

    /// Drops the PostgreSQL schema the settings name, with everything in it; nothing on SQLite.
    public func dropSchema() async throws {
        guard settings.location.isPostgres, let schema = settings.schema else { return }
        try await DaybookDatabase.dropSchema(try anyDatabase(), schema: schema)
    }

    /// Closes the pools; contexts asked for afterwards are nil.
    public func shutdown() async {
        await databases.shutdownAsync()
    }

    /// The Fluent database itself, on any event loop: the store's own work (and its tests) reach the
    /// tables through it.
    public func anyDatabase() throws -> any Database {
        guard let db = databases.database(logger: logger, on: eventLoopGroup.any()) else { throw Closed() }
        return db
    }

    private func migrator() throws -> Migrator {
        _ = try anyDatabase()
        let migrations = Migrations()
        migrations.add(DaybookMigrations.all)
        return Migrator(databases: databases, migrations: migrations, logger: logger, on: eventLoopGroup.any())
    }

    struct Closed: Error, CustomStringConvertible {
        var description: String { "The database was shut down" }
    }
}
