import FluentKit
import Foundation

/// A person's TOTP secret, sealed (AES-GCM under the server's key), and the last time step a code
/// was accepted for: a code is never accepted twice. Until `enabled_at` it is a setup waiting for its
/// first code.
public final class TwoFactorRecord: Model, @unchecked Sendable {
    public static let schema = "two_factor"

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "sealed_secret") public var sealedSecret: String
    @OptionalField(key: "enabled_at") public var enabledAt: Date?
    @Field(key: "last_used_step") public var lastUsedStep: Int64
    @Field(key: "created_at") public var createdAt: Date

    public init() {}

    public init(userID: UUID, sealedSecret: String, createdAt: Date) {
        self.userID = userID
        self.sealedSecret = sealedSecret
        self.lastUsedStep = 0
        self.createdAt = createdAt
    }

    public var isEnabled: Bool { enabledAt != nil }
}

/// One recovery code, as its SHA-256; used once.
public final class RecoveryCodeRecord: Model, @unchecked Sendable {
    public static let schema = "recovery_codes"

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "digest") public var digest: String
    @OptionalField(key: "used_at") public var usedAt: Date?

    public init() {}

    public init(userID: UUID, digest: String) {
        self.userID = userID
        self.digest = digest
    }
}
