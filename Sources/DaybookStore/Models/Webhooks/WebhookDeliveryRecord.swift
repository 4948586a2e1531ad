import FluentKit
import Foundation

/// One webhook POST in the outbox: written with its notification, sent by the webhook worker,
/// retried with backoff until delivered or out of attempts (then `next_attempt_at` is nil).
public final class WebhookDeliveryRecord: Model, @unchecked Sendable {
    public static let schema = "webhook_deliveries"

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "payload") public var payload: String
    @Field(key: "attempts") public var attempts: Int
    @OptionalField(key: "next_attempt_at") public var nextAttemptAt: Date?
    @OptionalField(key: "delivered_at") public var deliveredAt: Date?
    @OptionalField(key: "last_error") public var lastError: String?
    @Field(key: "created_at") public var createdAt: Date

    public init() {}

    public init(userID: UUID, payload: String, createdAt: Date) {
        self.userID = userID
        self.payload = payload
        attempts = 0
        nextAttemptAt = createdAt
        self.createdAt = createdAt
    }
}
