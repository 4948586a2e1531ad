import Foundation

/// What every use case and read model is given: the storage, the clock, where changes go and the
/// background work it hands over to. The server builds one per request; commands build one per run.
public struct UseCaseContext: Sendable {
    let db: any Storage
    public let now: @Sendable () -> Date
    public let changes: any ChangeSink
    public let work: any BackgroundWork

    init(db: any Storage, now: @escaping @Sendable () -> Date, changes: any ChangeSink = DiscardedChanges(),
         work: any BackgroundWork = NoBackgroundWork()) {
        self.db = db
        self.now = now
        self.changes = changes
        self.work = work
    }
}

extension UseCaseContext {
    /// The same context with its clock moved by `seconds` (the demo's run, started a day ago).
    func shifted(by seconds: TimeInterval) -> UseCaseContext {
        let now = now
        return UseCaseContext(db: db, now: { now().addingTimeInterval(seconds) }, changes: changes, work: work)
    }

    /// Runs `work` through the write discipline as one transaction.
    func transaction<T: Sendable>(_ work: @escaping @Sendable (any Storage) async throws -> T) async throws -> T {
        try await db.transaction(work)
    }

    /// Runs `work` alone among this process's writes on SQLite (at once on PostgreSQL).
    func serialized<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async throws -> T {
        try await db.serialized(work)
    }
}
