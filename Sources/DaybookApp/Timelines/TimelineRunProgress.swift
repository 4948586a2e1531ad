import DaybookCore
import DaybookLocales
import Foundation

/// What a run does as its time passes, for the instance that drives it: events show, notifications
/// of major events arrive in the inbox, and the finished run is removed.
public struct TimelineRunProgress: Sendable {
    let context: UseCaseContext
    let runID: UUID
    let userID: UUID
    /// The words the notifications speak: a built-in scenario's run in the run's language.
    let wording: ScenarioWording

    public init(_ context: UseCaseContext, runID: UUID, userID: UUID, wording: ScenarioWording) {
        self.context = context
        self.runID = runID
        self.userID = userID
        self.wording = wording
    }

    /// The run as stored; nil when it is gone (finished, or cancelled).
    public func load() async throws -> TimelineRunInProgress? {
        try await context.db.timelineRuns(of: userID).find(runID)
    }

    /// The run now displays the scenario event at `index`: nothing is stored, the open views are told.
    public func show(eventAt index: Int) async {
        await context.changes.emit(Change(.updated, .timeline, id: runID, index: index), to: userID)
    }

    /// Delivers the run's notifications that fell due into the inbox, in one commit with the run's new
    /// count, so they arrive exactly once even if two instances overlap; false (and nothing stored)
    /// when the stored count is no longer `alreadySent` (another instance delivered them, or the run
    /// is gone).
    public func deliver(_ due: [TimelineNotification], alreadySent: Int, of run: TimelineRunInProgress) async throws -> Bool {
        let runID = runID, userID = userID
        let words = Catalogues.of(run.language)
        let drafts = due.map { notification in
            let message = notification.message(run: run.run, scenarioName: run.scenarioName(wording), wording: wording, words: words)
            // Dated when due, not when stored: a burst stored at once still reads in order, and one
            // delivered late after a restart keeps its place.
            return NotificationInbox.Draft(
                kind: "timeline", title: message.title, body: message.body,
                createdAt: run.run.startTime.addingTimeInterval(notification.dueTime),
                link: "/api/v1/timelines/scenarios/\(run.run.named)",
                data: NotificationData(runId: runID, named: run.run.named, eventIndexes: notification.eventIndexes))
        }
        return try await context.commit(userID) { tx in
            guard try await tx.timelineRuns(of: userID)
                .markNotificationsSent(runID, from: alreadySent, to: alreadySent + drafts.count) else { return (false, []) }
            let stored = try await NotificationInbox.store(drafts, for: userID, on: tx)
            return (true, NotificationInbox.created(stored))
        }
    }

    /// A finished run is removed.
    public func finish() async throws {
        let runID = runID, userID = userID
        try await context.commit(userID) { tx in
            try await tx.timelineRuns(of: userID).delete(runID)
            return ((), [Change(.deleted, .timeline, id: runID)])
        }
    }
}
