import DaybookApp
import Foundation
import Vapor

/// The server's side of the application's changes: every open event stream of the person on this
/// instance and, through the relay, on the others sharing its PostgreSQL.
struct LiveChangeSink: ChangeSink {
    let events: LiveEvents

    func emit(_ changes: [Change], to userID: UUID) async {
        for change in changes {
            await events.publish(change, to: userID)
        }
    }
}

/// The reminder scheduler and the timeline scheduler of this instance.
struct ServerBackgroundWork: BackgroundWork {
    let reminders: ReminderScheduler
    let timelines: TimelineScheduler

    func remindersChanged() async { await reminders.poke() }
    func startRun(_ runID: UUID, of userID: UUID) async { await timelines.start(runID: runID, userID: userID) }
    func stopRun(_ runID: UUID) async { await timelines.stop(runID: runID) }
}

extension Application {
    var changeSink: LiveChangeSink { LiveChangeSink(events: liveEvents) }
    var backgroundWork: any BackgroundWork { ServerBackgroundWork(reminders: reminderScheduler, timelines: timelineScheduler) }
}
