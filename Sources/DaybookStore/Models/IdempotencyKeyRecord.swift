import FluentKit
import Foundation

/// A write a person sent with an idempotency key: the key, a keyed digest of what was asked, and,
/// once it is done, its answer as plain data (a status, name–value pairs as JSON, the body's bytes,
/// sealed by the application). Without `completed_at` the write is still under way; a completed
/// record without a body had an answer too large to keep.
public final class IdempotencyKeyRecord: Model, @unchecked Sendable {
    public static let schema = "idempotency_keys"

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "idempotency_key") public var key: String
    @Field(key: "fingerprint") public var fingerprint: String
    @Field(key: "created_at") public var createdAt: Date
    @OptionalField(key: "completed_at") public var completedAt: Date?
    @OptionalField(key: "status") public var status: Int?
    @OptionalField(key: "headers") public var headers: String?
    @OptionalField(key: "body") public var body: Data?

    public init() {}

    public init(id: UUID, userID: UUID, key: String, fingerprint: String, createdAt: Date) {
        self.id = id
        self.userID = userID
        self.key = key
        self.fingerprint = fingerprint
        self.createdAt = createdAt
    }
}
