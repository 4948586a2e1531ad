import DaybookCore
import Foundation

/// The person a share was made for accepts it with the code its owner handed over. The code must
/// be waiting and unexpired, and the accepting account must have the address the share was made
/// for: a code that went astray opens nothing for anyone else. Used once.
public struct AcceptShareInvitation: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public static let notWaiting = "is not a waiting invitation: check it for typing mistakes, or ask for a new one (codes work once, for 14 days)"

    public func callAsFunction(code typed: String, by reader: Person) async throws -> Share {
        guard let code = ShareInvitationCode(typed: typed) else {
            throw ValidationError(field: "code", .invitationCodeShape)
        }
        let now = context.now()
        guard let found = try await context.db.shareInvitations.waiting(code, at: now) else {
            throw ValidationError(field: "code", .invitationNotWaiting)
        }
        let ownerID = found.ownerID
        let share: Share = try await context.commit(ownerID) { db in
            // Under the owner's lock: a second acceptance of the same code finds it used.
            let invitations = db.shareInvitations
            guard let record = try await invitations.waiting(code, at: now) else { throw ValidationError(field: "code", .invitationNotWaiting) }
            guard record.ownerID != reader.id else { throw ValidationError(field: "code", .ownInvitation) }
            guard let account = try await db.users.find(id: reader.id), account.email.lowercased() == record.email else {
                throw ValidationError(field: "code", .invitationOtherAddress)
            }
            guard let accepted = try await invitations.accept(record.id, by: reader.id, at: now) else {
                throw ValidationError(field: "code", .invitationNotWaiting)
            }
            // Shared again: an earlier end no longer speaks for this owner.
            try await db.endedShares(of: reader.id).forget(endedBy: ownerID)
            return (accepted, [Change(.updated, .shares, id: record.id)])
        }
        await context.changes.emit(Change(.created, .shares, id: share.id), to: reader.id)
        return share
    }
}
