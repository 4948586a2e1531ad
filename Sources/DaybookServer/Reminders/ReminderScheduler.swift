import DaybookApp
import DaybookCore
import DaybookStore
import FluentKit
import Foundation
import Vapor

/// Fires due reminders into the inbox (and the webhook outbox), each exactly once, also with several
/// server instances on one PostgreSQL.
///
/// Every reminder row carries its next fire (UTC). A tick claims the due rows in one transaction
/// (`FOR UPDATE SKIP LOCKED` on PostgreSQL, so instances take different rows), writes each one's
/// notification and webhook delivery and advances its next fire, and commits: a crash either
/// fires-and-advances or does neither.
///
/// Missed fires (the server was down): a reminder whose next fire passed fires once, dated when it
/// was due, and then moves to its next fire after now — not once per missed day, which would only
/// bury the inbox in stale "log your stress" reminders.
///
/// The loop (`DueWorkLoop`, shared with the webhook worker) sleeps until the earliest next fire and
/// re-reads it when poked by a change on this instance and now and then for other instances' changes.
actor ReminderScheduler {
    struct Environment: Sendable {
        var database: @Sendable () -> (any Database)?
        var changes: any ChangeSink
        var clock: AppClock
        var logger: Logger
        /// Told when deliveries were queued, so it sends them without waiting for its poll.
        var webhookWorker: WebhookWorker?
        var batchSize = 100
    }

    nonisolated let environment: Environment
    private var loop: DueWorkLoop?

    init(_ environment: Environment) {
        self.environment = environment
    }

    // MARK: The loop

    func start() async {
        if loop == nil {
            let environment = environment
            loop = DueWorkLoop(.init(
                clock: environment.clock, logger: environment.logger,
                earliest: {
                    guard let db = environment.database() else { return nil }
                    return .some(try await ReminderClaims.earliestNextFire(on: db))
                },
                work: { [self] now in _ = try await self.tick(at: now) }))
        }
        await loop?.start()
    }

    func stop() async {
        await loop?.stop()
        loop = nil
    }

    /// Something changed on this instance: look up the earliest due time again.
    func poke() async {
        await loop?.poke()
    }

    // MARK: One tick

    /// What one tick did, for tests and logs.
    struct TickResult: Sendable {
        var fired = 0
        var rescheduled = 0
    }

    /// Fires every reminder due at `now`, batch by batch; callable directly (tests, other instances).
    @discardableResult
    nonisolated func tick(at now: Date) async throws -> TickResult {
        guard let db = environment.database() else { return TickResult() }
        var result = TickResult()
        var queued = false
        while true {
            let batch = try await db.transaction { tx in
                try await Self.fireBatch(at: now, limit: self.environment.batchSize, on: tx)
            }
            result.fired += batch.notifications.count
            result.rescheduled += batch.rescheduled
            queued = queued || batch.queuedWebhooks
            for (userID, record) in batch.notifications {
                await NotificationInbox.announce([record], to: userID, via: environment.changes)
            }
            if batch.claimed < environment.batchSize { break }
        }
        if queued { await environment.webhookWorker?.poke() }
        return result
    }

    private struct Batch: Sendable {
        var claimed = 0
        var rescheduled = 0
        var notifications: [(UUID, NotificationRecord)] = []
        var queuedWebhooks = false
    }

    private static func fireBatch(at now: Date, limit: Int, on tx: any Database) async throws -> Batch {
        var batch = Batch()
        let claimed = try await ReminderClaims.claimDue(at: now, limit: limit, on: tx)
        batch.claimed = claimed.count
        var preferences: [UUID: Preferences] = [:]
        for record in claimed {
            let userID = record.userID
            if preferences[userID] == nil {
                preferences[userID] = try await UserQueries(tx).find(id: userID)?.preferences
            }
            guard let prefs = preferences[userID], let due = record.nextFireAt else {
                try await ReminderClaims.advance(record, firedAt: nil, next: nil, on: tx)
                continue
            }
            let reminder = try record.value()
            var periodDue: (start: LocalDate, next: Date?)?
            if reminder.kind == .periodDue {
                // The prediction may have moved since the fire was planned: fire only when the fresh
                // prediction agrees it is due, else plan anew without firing.
                let check = try await ReminderPlanning.periodDueCheck(reminder, of: Person(id: userID, preferences: prefs),
                                                                      lastFired: record.lastFiredAt, on: tx, now: now)
                guard let fire = check.due else {
                    try await ReminderClaims.advance(record, firedAt: nil, next: check.next, on: tx)
                    batch.rescheduled += 1
                    continue
                }
                periodDue = (fire.periodStart, check.next)
            }
            let draft = NotificationInbox.Draft(
                kind: "reminder", title: reminder.title, body: body(reminder, periodStart: periodDue?.start, now: now, zone: prefs.zone),
                createdAt: due, link: "/api/v1/reminders/\(try record.requireID())",
                data: NotificationData(reminderId: record.id, reminderKind: reminder.kind.rawValue, dueAt: due))
            let stored = try await NotificationInbox.store([draft], for: userID, on: tx)
            for notification in stored {
                batch.notifications.append((userID, notification))
                if try await WebhookOutbox.enqueue(notification, userID: userID, at: now, on: tx) { batch.queuedWebhooks = true }
            }
            let next = if let periodDue { periodDue.next } else { reminder.nextFire(after: now, in: prefs.zone, prediction: nil) }
            try await ReminderClaims.advance(record, firedAt: now, next: next, on: tx)
        }
        return batch
    }

    private static func body(_ reminder: Reminder, periodStart: LocalDate?, now: Date, zone: TimeZone) -> String {
        if let periodStart {
            let days = periodStart.days(since: LocalDate(now, in: zone))
            return "Your next period is predicted to start on \(periodStart) (in \(days) day\(days == 1 ? "" : "s"))."
        }
        return reminder.text == nil ? "Your \(reminder.time) reminder." : "\(reminder.kind.defaultTitle) (\(reminder.time))."
    }
}

extension ReminderScheduler {
    /// The same scheduler's environment with another batch size (tests make instances overlap).
    init(withBatchSize size: Int, from other: ReminderScheduler) {
        var environment = other.environment
        environment.batchSize = size
        self.init(environment)
    }
}
