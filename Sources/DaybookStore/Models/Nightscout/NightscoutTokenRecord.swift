import FluentKit
import Foundation

/// A Nightscout access token of a person: its role and the SHA-256 of the token (shown once, when made).
public final class NightscoutTokenRecord: Model, @unchecked Sendable {
    public static let schema = "nightscout_tokens"

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "name") public var name: String
    @Field(key: "role") public var role: String
    @Field(key: "token_digest") public var tokenDigest: String
    @Timestamp(key: "created_at", on: .create) public var createdAt: Date?
    @OptionalField(key: "last_used_at") public var lastUsedAt: Date?

    public init() {}

    public init(userID: UUID, name: String, role: String, tokenDigest: String) {
        self.userID = userID
        self.name = name
        self.role = role
        self.tokenDigest = tokenDigest
    }
}
