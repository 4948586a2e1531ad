import DaybookCore
import FluentKit
import Foundation

/// One grant: `owner_id` lets the person with `email` (lower-case) read `categories`.
public final class ShareRecord: Model, @unchecked Sendable {
    public static let schema = "shares"

    @ID(key: .id) public var id: UUID?
    @Field(key: "owner_id") public var ownerID: UUID
    @Field(key: "email") public var email: String
    /// Category names, comma-separated in declaration order (a plain string works on both databases).
    @Field(key: "categories") public var categoryNames: String
    @Field(key: "created_at") public var createdAt: Date
    @OptionalField(key: "last_used_at") public var lastUsedAt: Date?

    public init() {}

    public init(id: UUID? = nil, ownerID: UUID, email: String, categories: Set<ShareCategory>, createdAt: Date, lastUsedAt: Date? = nil) {
        self.id = id
        self.ownerID = ownerID
        self.email = email
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
        self.categories = categories
    }

    public var categories: Set<ShareCategory> {
        get { Set(categoryNames.split(separator: ",").compactMap { ShareCategory(rawValue: String($0)) }) }
        set { categoryNames = newValue.sorted().map(\.rawValue).joined(separator: ",") }
    }

    public func requireID() throws(StoreError) -> UUID {
        guard let id else { throw StoreError.notFound }
        return id
    }
}
