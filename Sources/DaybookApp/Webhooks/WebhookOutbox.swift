import Foundation

/// The webhook outbox: deliveries queued with the notifications they carry, leased by a sender for
/// one attempt each, and settled by what came of it: delivered, retried with exponential backoff, or
/// given up. Bookkeeping, not the person's data: it goes through the write discipline without the
/// account's lock, so a slow receiver never holds up anyone's change.
///
/// Delivery is at least once (a crash mid-send retries once the lease ran out); receivers can drop
/// repeats by the notification id.
public struct WebhookOutbox: Sendable {
    public static let maximumAttempts = 8
    /// Waits after the 1st, 2nd, … failed attempt: 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h.
    public static let backoff: [Double] = [30, 120, 600, 1_800, 3_600, 7_200, 14_400]
    /// How long a sender has for an attempt before another may take the delivery.
    public static let lease: Double = 60

    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// When the next attempt of anybody's delivery falls due, for the sender's wake-up.
    public func earliestAttempt() async throws -> Date? {
        try await context.db.webhookOutbox.earliestAttempt()
    }

    /// Leases the deliveries due at `now` (at most `limit`), each counted as attempted. One whose
    /// webhook was removed meanwhile is dropped instead. On PostgreSQL the rows are claimed with
    /// `SKIP LOCKED`, so two instances lease different ones.
    public func claimDue(at now: Date, limit: Int) async throws -> [WebhookDelivery] {
        try await context.commitBookkeeping { tx in
            try await tx.webhookOutbox.leaseDue(at: now, limit: limit, until: now.addingTimeInterval(Self.lease))
        }
    }

    /// Stores what came of the attempt. A delivery gone meanwhile (its webhook was removed) stays gone.
    public func settle(_ delivery: WebhookDelivery, _ outcome: WebhookAttemptOutcome, at now: Date) async throws {
        try await context.commitBookkeeping { tx in
            let outbox = tx.webhookOutbox
            switch outcome {
            case .delivered:
                try await outbox.settle(delivery.id, deliveredAt: now, lastError: nil, nextAttemptAt: nil)
            case .failed(let reason):
                try await outbox.settle(delivery.id, deliveredAt: nil, lastError: reason,
                                        nextAttemptAt: Self.retry(after: delivery.attempts, at: now))
            case .refused(let reason):
                try await outbox.settle(delivery.id, deliveredAt: nil, lastError: reason, nextAttemptAt: nil)
            }
        }
    }

    /// When to try again after `attempts` failed ones; nil once the last was made.
    static func retry(after attempts: Int, at now: Date) -> Date? {
        guard attempts < maximumAttempts, attempts > 0 else { return nil }
        return now.addingTimeInterval(backoff[min(attempts, backoff.count) - 1])
    }

    /// Queues a notification for the person's webhook, inside the transaction that stores it; false
    /// when they have no webhook.
    static func enqueue(_ notification: InboxNotification, for userID: UUID, at now: Date, on tx: any Storage) async throws -> Bool {
        let payload = WebhookPayload(event: "notification.created", notification: notification)
        return try await tx.webhook(of: userID).enqueue(payload: try payload.json(), at: now)
    }
}
