import FluentKit
import Foundation

/// A user's webhook: where reminders are POSTed and the secret their HMAC signature uses.
public final class WebhookRecord: Model, @unchecked Sendable {
    public static let schema = "webhooks"

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "url") public var url: String
    /// Kept as given: the signature needs the secret itself, not a hash of it.
    @Field(key: "secret") public var secret: String
    @Field(key: "created_at") public var createdAt: Date

    public init() {}

    public init(userID: UUID, url: String, secret: String, createdAt: Date) {
        self.userID = userID
        self.url = url
        self.secret = secret
        self.createdAt = createdAt
    }
}
