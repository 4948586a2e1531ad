import DaybookFormats
import Foundation

/// A Nightscout access token as its owner's list and the credential check see it: never the token
/// itself (only its digest is kept).
public struct NightscoutToken: Sendable, Equatable {
    public let id: UUID
    public let userID: UUID
    /// What the person called it; API v3 stamps it on what the token writes.
    public let name: String
    /// Nil for a role this version does not know: such a token opens nothing.
    public let role: NightscoutRole?
    public let createdAt: Date?

    public init(id: UUID, userID: UUID, name: String, role: NightscoutRole?, createdAt: Date?) {
        self.id = id
        self.userID = userID
        self.name = name
        self.role = role
        self.createdAt = createdAt
    }
}
