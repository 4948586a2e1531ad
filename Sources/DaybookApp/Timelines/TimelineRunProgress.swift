import DaybookCore
import DaybookStore
import FluentKit
import Foundation

/// What a run does as its time passes, for the instance that drives it: events show, notifications
/// of major events arrive in the inbox, and the finished run is removed.
public struct TimelineRunProgress: Sendable {
    let changes: any ChangeSink
    let runID: UUID
    let userID: UUID

    public init(runID: UUID, userID: UUID, changes: any ChangeSink) {
        self.runID = runID
        self.userID = userID
        self.changes = changes
    }

    /// The run now displays the scenario event at `index`.
    public func show(eventAt index: Int) async {
        await changes.emit(Change(.updated, .timeline, id: runID, index: index), to: userID)
    }

    /// Stores the notifications and the run's new count together, then tells the person's open
    /// views; false (and nothing stored) when the stored count is no longer `alreadySent` (another
    /// instance delivered them, or the run is gone).
    public func deliver(_ drafts: [NotificationInbox.Draft], alreadySent: Int, on db: any Database) async throws -> Bool {
        let runID = runID, userID = userID
        let stored = try await db.transaction { tx -> [NotificationRecord]? in
            guard try await TimelineRunQueries(tx, userID: userID)
                .markNotificationsSent(runID, from: alreadySent, to: alreadySent + drafts.count) else { return nil }
            return try await NotificationInbox.store(drafts, for: userID, on: tx)
        }
        guard let stored else { return false }
        await NotificationInbox.announce(stored, to: userID, via: changes)
        return true
    }

    /// A finished run is removed.
    public func finish(on db: any Database) async throws {
        try await TimelineRunQueries(db, userID: userID).delete(runID)
        await changes.emit(Change(.deleted, .timeline, id: runID), to: userID)
    }
}
