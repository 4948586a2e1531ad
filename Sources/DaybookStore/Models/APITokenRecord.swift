import FluentKit
import Foundation

/// A bearer token for the API. Only the SHA-256 of the token is stored: a leaked database
/// does not leak working tokens.
public final class APITokenRecord: Model, @unchecked Sendable {
    public static let schema = "api_tokens"

    @ID(key: .id) public var id: UUID?
    @Parent(key: "user_id") public var user: UserRecord
    @Field(key: "name") public var name: String
    @Field(key: "token_hash") public var tokenHash: String
    @Timestamp(key: "created_at", on: .create) public var createdAt: Date?
    @OptionalField(key: "last_used_at") public var lastUsedAt: Date?

    public init() {}

    public init(userID: UUID, name: String, tokenHash: String) {
        self.$user.id = userID
        self.name = name
        self.tokenHash = tokenHash
    }
}
