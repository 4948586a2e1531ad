import Foundation

/// The person's webhook with how its deliveries stand, for the API's status answer.
public struct WebhookStatus: Sendable, Equatable {
    public let webhook: Webhook
    /// Deliveries that will still be attempted.
    public let pendingDeliveries: Int
    /// Why the latest delivery failed, if it did (an HTTP status, a time-out, a refused address).
    public let lastError: String?
}

/// Reads the webhook's status.
public struct WebhookSettings: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// Nil when the person has no webhook.
    public func status(of person: Person) async throws -> WebhookStatus? {
        let rows = context.db.webhook(of: person.id)
        guard let webhook = try await rows.webhook() else { return nil }
        let state = try await rows.deliveryState()
        return WebhookStatus(webhook: webhook, pendingDeliveries: state.pending, lastError: state.lastError)
    }
}
