import FluentKit
import Foundation

/// A web session. The cookie carries the session key; the database keeps only its SHA-256
/// (`key_digest`), so a copy of the table logs nobody in. Each session ends at `expires_at`.
public final class WebSessionRecord: Model, @unchecked Sendable {
    public static let schema = "web_sessions"

    @ID(key: .id) public var id: UUID?
    @Field(key: "key_digest") public var keyDigest: String
    /// The session's values as a JSON object of strings.
    @Field(key: "data") public var data: String
    @Field(key: "expires_at") public var expiresAt: Date

    public init() {}

    public init(keyDigest: String, data: String, expiresAt: Date) {
        self.keyDigest = keyDigest
        self.data = data
        self.expiresAt = expiresAt
    }
}
