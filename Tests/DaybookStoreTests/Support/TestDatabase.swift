import DaybookStore
import FluentKit
import Foundation
import Logging
import NIOCore
import NIOPosix

/// A migrated, empty database for one test: in-memory SQLite by default, or PostgreSQL when
/// `DAYBOOK_DATABASE_URL` says so (each test then gets a schema of its own, so tests run in parallel).
struct TestDatabase {
    let databases: Databases
    let db: any Database
    private let threadPool: NIOThreadPool

    static func location() throws -> (DatabaseLocation, schema: String?) {
        let location = try DatabaseLocation(url: ProcessInfo.processInfo.environment["DAYBOOK_DATABASE_URL"], whenUnset: .sqliteMemory)
        let schema = location.isPostgres ? "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "") : nil
        return (location, schema)
    }

    /// `migrations`: all by default; fewer to test what a later one does to stored rows.
    static func with<T>(migrations list: [any Migration] = DaybookMigrations.all, _ body: (any Database) async throws -> T) async throws -> T {
        let (location, schema) = try location()
        let threadPool = NIOThreadPool(numberOfThreads: 1)
        threadPool.start()
        let group = MultiThreadedEventLoopGroup.singleton
        let databases = Databases(threadPool: threadPool, on: group)
        let logger = Logger(label: "test")
        do {
            // One connection per loop keeps parallel suites under the server's limit; a test of many waiting
            // writers queues for them, which on a busy machine can take longer than the usual 10 s.
            try databases.useDaybook(location, schema: schema, connectionsPerEventLoop: 1, poolTimeout: .seconds(60))
            guard let db = databases.database(logger: logger, on: group.any()) else { throw StoreError.notFound }
            try await DaybookDatabase.prepare(db, location: location, schema: schema)
            let migrations = Migrations()
            migrations.add(list)
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
