import FluentKit
import Foundation

/// A grant that `owner_id` revoked after `grantee_id` had accepted it: only the fact and when.
public final class EndedShareRecord: Model, @unchecked Sendable {
    public static let schema = "ended_shares"

    @ID(key: .id) public var id: UUID?
    @Field(key: "owner_id") public var ownerID: UUID
    @Field(key: "grantee_id") public var granteeID: UUID
    @Field(key: "ended_at") public var endedAt: Date

    public init() {}

    public init(ownerID: UUID, granteeID: UUID, endedAt: Date) {
        self.ownerID = ownerID
        self.granteeID = granteeID
        self.endedAt = endedAt
    }
}
