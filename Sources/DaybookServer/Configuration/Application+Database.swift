import DaybookApp
import Vapor

extension Application {
    private struct JournalDatabaseKey: StorageKey {
        typealias Value = any JournalDatabase
    }

    /// This application's database (configure opens it with the application's pools, and it closes
    /// with the application).
    public var journalDatabase: any JournalDatabase {
        get {
            guard let database = storage[JournalDatabaseKey.self] else {
                fatalError("configure(_:config:) opens the database before anything reads it")
            }
            return database
        }
        set { storage[JournalDatabaseKey.self] = newValue }
    }

    /// Readies the configured database for this process: PostgreSQL gets its schema, a SQLite file
    /// write-ahead logging, and each SQLite connection its `synchronous` setting. The first command
    /// that touches the database calls this (through `setUpDatabase()`, or before `migrate`), so a
    /// command that needs none, such as `--help`, creates no database file.
    public func prepareDatabase() async throws {
        try await journalDatabase.prepare()
    }

    /// `prepareDatabase()`, then every migration not applied yet: what a command needs before it
    /// reads or writes.
    public func setUpDatabase() async throws {
        try await prepareDatabase()
        try await journalDatabase.migrate()
    }
}

/// Closes the database's pools when the application shuts down.
struct JournalDatabaseShutdown: LifecycleHandler {
    func shutdownAsync(_ application: Application) async {
        await application.journalDatabase.shutdown()
    }
}
