import DaybookStore
import FluentKit
import Foundation
import Logging
import NIOCore
import NIOPosix
import SQLKit
import Testing

/// SQLite keeps `synchronous` per connection: the setting must reach the connection of every event
/// loop, not only the one that happened to run the first query. (A SQLite file of its own, whatever
/// database the suite runs on: this is about SQLite only.)
@Suite struct SQLiteSynchronousTests {
    @Test(arguments: [(SQLiteSynchronous.normal, 1), (.full, 2)])
    func everyConnectionGetsTheSetting(_ setting: SQLiteSynchronous, _ pragmaValue: Int) async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-\(UUID().uuidString).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let threadPool = NIOThreadPool(numberOfThreads: 2)
        threadPool.start()
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 3)
        let databases = Databases(threadPool: threadPool, on: group)
        let location = DatabaseLocation.sqliteFile(path: path)
        do {
            try databases.useDaybook(location)
            try await DaybookDatabase.prepareConnections(databases, location: location, synchronous: setting)
            var seen: [Int] = []
            for eventLoop in group.makeIterator() {
                let sql = try #require(databases.database(logger: Logger(label: "test"), on: eventLoop) as? any SQLDatabase)
                let row = try #require(try await sql.raw("PRAGMA synchronous").first())
                seen.append(try row.decode(column: "synchronous", as: Int.self))
            }
            #expect(seen == [pragmaValue, pragmaValue, pragmaValue])
        } catch {
            Issue.record(error)
        }
        await databases.shutdownAsync()
        try await threadPool.shutdownGracefully()
        try await group.shutdownGracefully()
    }
}
