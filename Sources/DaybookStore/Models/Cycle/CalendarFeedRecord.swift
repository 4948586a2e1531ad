import FluentKit
import Foundation

/// A user's subscribable calendar feed. Only the SHA-256 of the secret in the URL is stored.
public final class CalendarFeedRecord: Model, @unchecked Sendable {
    public static let schema = "calendar_feeds"

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "secret_hash") public var secretHash: String
    @Timestamp(key: "created_at", on: .create) public var createdAt: Date?
    @OptionalField(key: "last_fetched_at") public var lastFetchedAt: Date?

    public init() {}

    public init(userID: UUID, secretHash: String) {
        self.userID = userID
        self.secretHash = secretHash
    }
}
