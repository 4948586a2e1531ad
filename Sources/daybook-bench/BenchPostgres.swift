import DaybookApp
import Foundation
import Logging
import NIOPosix

/// The bench's own use of a PostgreSQL given to it: dropping the schema it generated a journal into.
enum BenchPostgres {
    static func dropSchema(_ schema: String, url: String) async throws {
        let threadPool = NIOThreadPool(numberOfThreads: 1)
        threadPool.start()
        let database = try JournalDatabase(DatabaseSettings(location: try DatabaseLocation(url: url), schema: schema, connectionsPerEventLoop: 1),
                                           threadPool: threadPool, eventLoopGroup: MultiThreadedEventLoopGroup.singleton,
                                           logger: Logger(label: "daybook.bench"))
        do {
            try await database.dropSchema()
        } catch {
            await database.shutdown()
            try? await threadPool.shutdownGracefully()
            throw error
        }
        await database.shutdown()
        try await threadPool.shutdownGracefully()
    }
}
