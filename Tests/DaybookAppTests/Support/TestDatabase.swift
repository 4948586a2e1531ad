import DaybookStore
import FluentKit
import Foundation
import Logging
import NIOCore
import NIOPosix

/// A migrated, empty database for one test, as the store's tests open it: in-memory SQLite by default,
/// or PostgreSQL when `DAYBOOK_DATABASE_URL` says so (each test then gets a schema of its own, so tests
/// run in parallel).
enum TestDatabase {
    static func with<T>(_ body: (any Database) async throws -> T) async throws -> T {
        let location = try DatabaseLocation(url: ProcessInfo.processInfo.environment["DAYBOOK_DATABASE_URL"], whenUnset: .sqliteMemory)
        let schema = location.isPostgres ? "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "") : nil
        let threadPool = NIOThreadPool(numberOfThreads: 1)
        threadPool.start()
        let group = MultiThreadedEventLoopGroup.singleton
        let databases = Databases(threadPool: threadPool, on: group)
        var logger = Logger(label: "test")
        // The migrations' progress is not what a failing test needs to show.
        logger.logLevel = .warning
        do {
            try databases.useDaybook(location, schema: schema, connectionsPerEventLoop: 1)
            guard let db = databases.database(logger: logger, on: group.any()) else { throw StoreError.notFound }
            try await DaybookDatabase.prepare(db, location: location, schema: schema)
            let migrations = Migrations()
            migrations.add(DaybookMigrations.all)
            let migrator = Migrator(databases: databases, migrations: migrations, logger: logger, on: group.any())
            try await migrator.setupIfNeeded().get()
            try await migrator.prepareBatch().get()
            let result = try await body(db)
            await databases.shutdownAsync()
            try await threadPool.shutdownGracefully()
            return result
        } catch {
            await databases.shutdownAsync()
            try? await threadPool.shutdownGracefully()
            throw error
        }
    }
}
