import DaybookApp
import DaybookStore
import Foundation
import Logging
import NIOPosix

/// A migrated, empty database for one test, opened as the server opens its own (`JournalDatabase`):
/// in-memory SQLite by default, or PostgreSQL when `DAYBOOK_DATABASE_URL` says so (each test then gets
/// a schema of its own, so tests run in parallel).
enum TestDatabase {
    static func with<T>(_ body: (FluentJournalDatabase) async throws -> T) async throws -> T {
        let location = try DatabaseLocation(url: ProcessInfo.processInfo.environment["DAYBOOK_DATABASE_URL"], whenUnset: .sqliteMemory)
        let schema = location.isPostgres ? "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "") : nil
        let threadPool = NIOThreadPool(numberOfThreads: 1)
        threadPool.start()
        var logger = Logger(label: "test")
        // The migrations' progress is not what a failing test needs to show.
        logger.logLevel = .warning
        var settings = DatabaseSettings(location: location, schema: schema, connectionsPerEventLoop: 1)
        // Many tests migrate at once: a query waits for its connection as long as a test may take.
        settings.poolTimeout = .minutes(5)
        let database = try FluentJournalDatabase(settings,
                                                 threadPool: threadPool, eventLoopGroup: MultiThreadedEventLoopGroup.singleton, logger: logger)
        do {
            try await database.prepare()
            try await database.migrate()
            let result = try await body(database)
            await database.shutdown()
            try await threadPool.shutdownGracefully()
            return result
        } catch {
            await database.shutdown()
            try? await threadPool.shutdownGracefully()
            throw error
        }
    }
}
