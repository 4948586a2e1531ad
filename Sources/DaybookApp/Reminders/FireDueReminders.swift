import DaybookCore
import Foundation

/// Fires the reminders due at an instant into their people's inboxes (and webhook outboxes), each
/// exactly once, also with several server instances on one PostgreSQL. The scheduler decides when;
/// this decides what.
///
/// Each person's due reminders fire in one commit of their own: the notifications, the queued webhook
/// deliveries and each reminder's advanced next fire are stored together or not at all, and the
/// person's open views are told once it committed. The account's write lock comes first, as for
/// every change, so a firing and an edit of the same reminder take turns; two instances firing the
/// same person's reminders take turns too, and the second finds them advanced.
///
/// Missed fires (the server was down): a reminder whose next fire passed fires once, dated when it
/// was due, and then moves to its next fire after now — not once per missed day, which would only
/// bury the inbox in stale "log your stress" reminders.
public struct FireDueReminders: Sendable {
    /// What one call did, for logs and tests.
    public struct Outcome: Sendable, Equatable {
        public var fired = 0
        /// Period-due reminders that were not due after all (the prediction moved) and were planned anew.
        public var rescheduled = 0
        /// Whether a webhook delivery was queued, so the sender can look without waiting for its poll.
        public var queuedWebhooks = false

        public init() {}
    }

    let context: UseCaseContext
    /// How many people, and how many reminders of one person, one round takes.
    let batchSize: Int

    public init(_ context: UseCaseContext, batchSize: Int = 100) {
        self.context = context
        self.batchSize = max(1, batchSize)
    }

    /// Fires everything due at `now`, round by round, until nothing is left that this instance can
    /// claim. One person's failure does not hold up the others: it is thrown once they are done.
    @discardableResult
    public func callAsFunction(at now: Date) async throws -> Outcome {
        var outcome = Outcome()
        var failure: (any Error)?
        while true {
            let owners = try await context.db.reminderClaims.dueOwners(at: now, limit: batchSize)
            var claimed = 0
            for userID in owners {
                do {
                    let round = try await fire(of: userID, at: now)
                    claimed += round.claimed
                    outcome.fired += round.outcome.fired
                    outcome.rescheduled += round.outcome.rescheduled
                    outcome.queuedWebhooks = outcome.queuedWebhooks || round.outcome.queuedWebhooks
                } catch {
                    failure = failure ?? error
                }
            }
            // Nothing claimed: nothing is left, or what is left failed or another instance fired it.
            if claimed == 0 { break }
        }
        if let failure { throw failure }
        return outcome
    }

    /// One commit: up to `batchSize` of the person's due reminders fired or planned anew.
    private func fire(of userID: UUID, at now: Date) async throws -> (claimed: Int, outcome: Outcome) {
        let limit = batchSize
        return try await context.commit(userID) { tx in
            let claims = tx.reminderClaims
            let claimed = try await claims.claimDue(of: userID, at: now, limit: limit)
            guard !claimed.isEmpty else { return ((0, Outcome()), []) }
            let preferences = try await tx.users.find(id: userID)?.preferences
            var outcome = Outcome()
            var stored: [InboxNotification] = []
            for claim in claimed {
                guard let preferences, let due = claim.nextFireAt else {
                    try await claims.advance(claim.id, firedAt: nil, next: nil)
                    continue
                }
                let person = Person(id: userID, preferences: preferences)
                let reminder = claim.reminder
                let periodStart: LocalDate?
                let next: Date?
                if reminder.kind == .periodDue {
                    // The prediction may have moved since the fire was planned: fire only when the
                    // prediction as it is now agrees it is due, else plan anew without firing.
                    let check = try await ReminderPlanning.periodDueCheck(reminder, of: person, lastFired: claim.lastFiredAt, on: tx, now: now)
                    guard let fire = check.due else {
                        try await claims.advance(claim.id, firedAt: nil, next: check.next)
                        outcome.rescheduled += 1
                        continue
                    }
                    (periodStart, next) = (fire.periodStart, check.next)
                } else {
                    (periodStart, next) = (nil, try await ReminderPlanning.nextFire(reminder, of: person, lastFired: now, on: tx, now: now))
                }
                let draft = ReminderNotice.draft(reminder, id: claim.id, due: due, periodStart: periodStart,
                                                 now: now, zone: preferences.zone)
                for notification in try await NotificationInbox.store([draft], for: userID, on: tx) {
                    stored.append(notification)
                    if try await WebhookOutbox.enqueue(notification, for: userID, at: now, on: tx) { outcome.queuedWebhooks = true }
                }
                try await claims.advance(claim.id, firedAt: now, next: next)
                outcome.fired += 1
            }
            return ((claimed.count, outcome), NotificationInbox.created(stored))
        }
    }
}
