import Vapor

/// Work a Daybook server does besides answering requests. `serve` starts every one of them once the
/// database is migrated; no other command starts any. Whatever was started stops at shutdown, before
/// the database pools close. A test that runs a server in-process starts the ones it relies on.
public enum BackgroundService: String, CaseIterable, Sendable {
    /// PostgreSQL only: LISTENs for the live events of the other instances on the same database and
    /// hands them to this instance's event streams. On SQLite there is nothing to start.
    case liveEventRelay
    /// Every second: renews this instance's timeline-run leases and takes up stored runs that nobody
    /// drives (after a restart, or when their instance died). Runs started on this instance are
    /// driven from their start whether this runs or not.
    case timelineSweep
    /// Fires due reminders into the inbox and the webhook outbox.
    case reminders
    /// Sends the webhook outbox.
    case webhooks
}

extension Application {
    /// Starts the given services (all of them by default); one already running is left as it is.
    public func startBackgroundServices(_ services: Set<BackgroundService> = Set(BackgroundService.allCases)) async {
        for service in BackgroundService.allCases where services.contains(service) {
            switch service {
            case .liveEventRelay: await liveEvents.startRelay()
            case .timelineSweep: await timelineScheduler.startSweeping()
            case .reminders: await reminderScheduler.start()
            case .webhooks: await webhookWorker.start()
            }
        }
    }
}
