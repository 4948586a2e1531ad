import DaybookCore
import FluentKit
import Foundation

/// Invitations as the person they are for meets them: only through the code.
public struct ShareInvitationQueries: Sendable {
    let db: any Database

    public init(_ db: any Database) {
        self.db = db
    }

    /// The waiting grant this code opens at `time`, or nil (wrong, used, or expired).
    public func waiting(_ invitation: ShareInvitationCode, at time: Date) async throws -> ShareRecord? {
        try await ShareRecord.query(on: db)
            .filter(\.$invitationDigest == ShareInvitationDigest.of(invitation))
            .filter(\.$granteeID == nil)
            .filter(\.$invitationExpiresAt > time)
            .first()
    }

    /// Binds the grant to the accepting account; the code is used up.
    public func accept(_ record: ShareRecord, by granteeID: UUID, at time: Date) async throws {
        record.granteeID = granteeID
        record.acceptedAt = time
        record.invitationDigest = nil
        record.invitationExpiresAt = nil
        try await record.update(on: db)
    }
}

/// Codes are stored as their SHA-256, as API tokens are: a copy of the database opens no share.
enum ShareInvitationDigest {
    static func of(_ invitation: ShareInvitationCode) -> String {
        HexDigest.sha256(invitation.value)
    }
}
