import Foundation
import Logging
import NIOCore

/// A Daybook instance's opened database: the server and the commands reach the data only through
/// the use case contexts it makes. The store opens one; the application never sees how.
public protocol JournalDatabase: AnyObject, Sendable {
    /// The storage on `eventLoop` (a request's own, or any), or nil once the database was shut down.
    func storage(on eventLoop: (any EventLoop)?, logger: Logger?) -> (any Storage)?
    /// Readies the database for this process (PostgreSQL's schema, SQLite's write-ahead log …).
    func prepare() async throws
    /// The names of the migrations not applied yet.
    func pendingMigrations() async throws -> [String]
    /// Applies every migration not applied yet, as one batch.
    func migrate() async throws
    /// The names of the migrations of the last batch, which `revertLastBatch` would undo.
    func lastMigrationBatch() async throws -> [String]
    func revertLastBatch() async throws
    /// True when the database answers a trivial query.
    func isReachable() async -> Bool
    /// Drops the PostgreSQL schema the database lives in, with everything in it; nothing on SQLite.
    func dropSchema() async throws
    /// The file one serving process keeps to itself (a SQLite file); nil when several servers may share
    /// the database (PostgreSQL) or it lives in memory.
    var singleServerFile: String? { get }
    /// Closes the pools; contexts asked for afterwards are nil.
    func shutdown() async
    /// Carries changes to the other instances sharing this database; nil when one process serves it alone.
    func changeRelay(eventLoopGroup: any EventLoopGroup, logger: Logger) throws -> (any ChangeRelaying)?
}

extension JournalDatabase {
    /// The context use cases and read models run in, or nil once the database was shut down:
    /// background work that outlives the pools asks through this.
    public func openContext(on eventLoop: (any EventLoop)? = nil, logger: Logger? = nil, now: @escaping @Sendable () -> Date,
                            changes: any ChangeSink = DiscardedChanges(),
                            work: any BackgroundWork = NoBackgroundWork()) -> UseCaseContext? {
        storage(on: eventLoop, logger: logger).map { UseCaseContext(db: $0, now: now, changes: changes, work: work) }
    }

    /// As `openContext`, for work that cannot outlive the pools (a request being answered).
    public func context(on eventLoop: (any EventLoop)? = nil, logger: Logger? = nil, now: @escaping @Sendable () -> Date,
                        changes: any ChangeSink = DiscardedChanges(), work: any BackgroundWork = NoBackgroundWork()) -> UseCaseContext {
        guard let context = openContext(on: eventLoop, logger: logger, now: now, changes: changes, work: work) else {
            fatalError("The database was used after it was shut down")
        }
        return context
    }
}

/// Carries changes between the instances that share one database, so that every instance's live
/// views hear of every change.
public protocol ChangeRelaying: Sendable {
    /// Tells the other instances, without waiting for the database.
    func send(_ event: Change, to userID: UUID) async
    /// Starts listening (once): from then on the other instances' changes are handed to `deliver`.
    func start(delivering deliver: @escaping @Sendable (Change, UUID) async -> Void) async
    /// Whether this instance listens within a few seconds; false at once when it was not started.
    func waitUntilListening() async -> Bool
    /// Sends what is still queued, then stops listening.
    func stop() async
}
