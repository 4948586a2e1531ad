import DaybookStore
import FluentKit
import Foundation
import Logging
import NIOPosix
import SQLKit

/// The bench's own use of a PostgreSQL given to it: dropping the schema it generated a journal into.
enum BenchPostgres {
    static func dropSchema(_ schema: String, url: String) async throws {
        let threadPool = NIOThreadPool(numberOfThreads: 1)
        threadPool.start()
        let group = MultiThreadedEventLoopGroup.singleton
        let databases = Databases(threadPool: threadPool, on: group)
        do {
            try databases.useDaybook(try DatabaseLocation(url: url), schema: nil, connectionsPerEventLoop: 1)
            if let sql = databases.database(logger: Logger(label: "daybook.bench"), on: group.any()) as? any SQLDatabase {
                try await sql.raw("DROP SCHEMA IF EXISTS \(ident: schema) CASCADE").run()
            }
        } catch {
            await databases.shutdownAsync()
            try? await threadPool.shutdownGracefully()
            throw error
        }
        await databases.shutdownAsync()
        try await threadPool.shutdownGracefully()
    }
}
