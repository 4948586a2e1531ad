import Foundation

/// One person's webhook and its queued deliveries.
public protocol WebhookRows: Sendable {
    func webhook() async throws -> Webhook?
    /// The new webhook in place of any earlier one, with its deliveries.
    func replace(url: String, secret: String, at time: Date) async throws -> Webhook
    /// False when the person has no webhook.
    func delete() async throws -> Bool
    /// Queues a delivery of `payload`; false when the person has no webhook.
    func enqueue(payload: String, at time: Date) async throws -> Bool
    /// How many deliveries will still be attempted, and why the latest failed (if it did).
    func deliveryState() async throws -> (pending: Int, lastError: String?)
}

/// Everybody's queued deliveries, for the sender.
public protocol WebhookOutboxRows: Sendable {
    /// When the next attempt of anybody's delivery falls due.
    func earliestAttempt() async throws -> Date?
    /// Leases the deliveries due at `now` (at most `limit`) until `until`, each counted as attempted;
    /// one whose webhook was removed meanwhile is dropped instead.
    func leaseDue(at now: Date, limit: Int, until: Date) async throws -> [WebhookDelivery]
    /// Stores what came of an attempt; a delivery gone meanwhile stays gone.
    func settle(_ id: UUID, deliveredAt: Date?, lastError: String?, nextAttemptAt: Date?) async throws
}
