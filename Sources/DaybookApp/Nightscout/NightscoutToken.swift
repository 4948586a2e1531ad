import DaybookFormats
import DaybookStore
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

    init(_ record: NightscoutTokenRecord) throws {
        id = try record.requireID()
        userID = record.userID
        name = record.name
        role = NightscoutRole(rawValue: record.role)
        createdAt = record.createdAt
    }
}
