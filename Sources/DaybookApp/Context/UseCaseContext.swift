import DaybookStore
import FluentKit
import Foundation

/// What every use case and read model is given: the database, the clock, where changes go and the
/// background work it hands over to. The server builds one per request; commands build one per run.
public struct UseCaseContext: Sendable {
    let db: any Database
    public let now: @Sendable () -> Date
    public let changes: any ChangeSink
    public let work: any BackgroundWork
    /// The database's one write discipline: every use case's transaction goes through it.
    let writes: WriteDiscipline

    init(db: any Database, writes: WriteDiscipline, now: @escaping @Sendable () -> Date,
         changes: any ChangeSink = DiscardedChanges(), work: any BackgroundWork = NoBackgroundWork()) {
        self.db = db
        self.writes = writes
        self.now = now
        self.changes = changes
        self.work = work
    }
}

extension UseCaseContext {
    /// The same context with its clock moved by `seconds` (the demo's run, started a day ago).
    func shifted(by seconds: TimeInterval) -> UseCaseContext {
        let now = now
        return UseCaseContext(db: db, writes: writes, now: { now().addingTimeInterval(seconds) }, changes: changes, work: work)
    }
}
