import DaybookCore
import DaybookStore
import Foundation

/// One grant as stored: who made it, for which address, what it lets the other person read, and
/// whether it was accepted or still waits as an invitation. Never the invitation's code.
public struct Share: Sendable, Equatable {
    public let id: UUID
    public let ownerID: UUID
    /// The address the invitation was made for (lower-case).
    public let email: String
    public let categories: Set<ShareCategory>
    public let createdAt: Date
    /// When the grantee last read through it (noted at most once a minute).
    public let lastUsedAt: Date?
    public let isAccepted: Bool
    public let acceptedAt: Date?
    /// Until when the waiting invitation's code works.
    public let invitationExpiresAt: Date?

    init(_ record: ShareRecord) throws {
        id = try record.requireID()
        ownerID = record.ownerID
        email = record.email
        categories = record.categories
        createdAt = record.createdAt
        lastUsedAt = record.lastUsedAt
        isAccepted = record.isAccepted
        acceptedAt = record.acceptedAt
        invitationExpiresAt = record.invitationExpiresAt
    }
}
