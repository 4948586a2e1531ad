import DaybookStore
import Fluent
import Vapor

extension Application {
    /// Readies the configured database for this process: PostgreSQL gets its schema, a SQLite file
    /// write-ahead logging, and each SQLite connection its `synchronous` setting. The first command
    /// that touches the database calls this (through `setUpDatabase()`, or before `migrate`), so a
    /// command that needs none, such as `--help`, creates no database file.
    public func prepareDatabase() async throws {
        let config = daybook.config
        try await DaybookDatabase.prepare(db, location: config.database, schema: config.databaseSchema)
        try await DaybookDatabase.prepareConnections(databases, location: config.database, synchronous: config.sqliteSynchronous)
    }

    /// `prepareDatabase()`, then every migration not applied yet: what a command needs before it
    /// reads or writes.
    public func setUpDatabase() async throws {
        try await prepareDatabase()
        try await autoMigrate()
    }
}
