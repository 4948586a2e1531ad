import DaybookCore
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
    /// Who accepted it; nil while it waits.
    public let granteeID: UUID?

    public init(id: UUID, ownerID: UUID, email: String, categories: Set<ShareCategory>, createdAt: Date, lastUsedAt: Date?,
                isAccepted: Bool, acceptedAt: Date?, invitationExpiresAt: Date?, granteeID: UUID?) {
        self.id = id
        self.ownerID = ownerID
        self.email = email
        self.categories = categories
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
        self.isAccepted = isAccepted
        self.acceptedAt = acceptedAt
        self.invitationExpiresAt = invitationExpiresAt
        self.granteeID = granteeID
    }
}
