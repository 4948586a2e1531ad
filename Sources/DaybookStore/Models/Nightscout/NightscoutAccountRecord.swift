import DaybookFormats
import FluentKit
import Foundation

/// A user's Nightscout endpoint. The secret is kept readable: clients send its SHA-1, and the
/// settings page shows it (it is a per-user API secret, like Nightscout's API_SECRET).
public final class NightscoutAccountRecord: Model, @unchecked Sendable {
    public static let schema = "nightscout_accounts"

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "handle") public var handle: String
    @Field(key: "secret") public private(set) var secret: String
    /// The secret's SHA-1 in hex, what clients send: finds the person when a client knows only the server.
    @OptionalField(key: "secret_digest") public var secretDigest: String?
    @Timestamp(key: "created_at", on: .create) public var createdAt: Date?

    public init() {}

    public init(userID: UUID, handle: String, secret: String) {
        self.userID = userID
        self.handle = handle
        setSecret(secret)
    }

    public func setSecret(_ secret: String) {
        self.secret = secret
        secretDigest = Self.digest(of: secret)
    }

    /// Lowercase SHA-1 hex, as Nightscout clients send `api-secret`.
    public static func digest(of secret: String) -> String {
        NightscoutSecret.digest(of: secret)
    }
}
