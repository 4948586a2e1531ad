import DaybookCore
import FluentKit
import Foundation

/// One grant: `owner_id` lets one other person read `categories`. It is made for `email` (lower-case)
/// and waits as an invitation until the account with that address accepts it with the one-time
/// code; from then on it belongs to that account (`grantee_id`), whatever its address becomes.
public final class ShareRecord: Model, @unchecked Sendable {
    public static let schema = "shares"

    @ID(key: .id) public var id: UUID?
    @Field(key: "owner_id") public var ownerID: UUID
    @Field(key: "email") public var email: String
    /// Category names, comma-separated in declaration order (a plain string works on both databases).
    @Field(key: "categories") public var categoryNames: String
    @Field(key: "created_at") public var createdAt: Date
    @OptionalField(key: "last_used_at") public var lastUsedAt: Date?
    /// The account that accepted; nil while the invitation waits.
    @OptionalField(key: "grantee_id") public var granteeID: UUID?
    @OptionalField(key: "accepted_at") public var acceptedAt: Date?
    /// SHA-256 of the waiting invitation's code (the code itself is shown once, to the owner).
    @OptionalField(key: "invitation_digest") public var invitationDigest: String?
    @OptionalField(key: "invitation_expires_at") public var invitationExpiresAt: Date?

    public init() {}

    public init(id: UUID? = nil, ownerID: UUID, email: String, categories: Set<ShareCategory>, createdAt: Date, lastUsedAt: Date? = nil,
                granteeID: UUID? = nil, acceptedAt: Date? = nil) {
        self.id = id
        self.ownerID = ownerID
        self.email = email
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
        self.granteeID = granteeID
        self.acceptedAt = acceptedAt
        self.categories = categories
    }

    public var isAccepted: Bool { granteeID != nil }

    public var categories: Set<ShareCategory> {
        get { Set(categoryNames.split(separator: ",").compactMap { ShareCategory(rawValue: String($0)) }) }
        set { categoryNames = newValue.sorted().map(\.rawValue).joined(separator: ",") }
    }

    public func requireID() throws(StoreError) -> UUID {
        guard let id else { throw StoreError.notFound }
        return id
    }
}
