import DaybookCore
import Foundation

/// Revokes a share: the grantee's next request finds nothing. A grant someone had accepted is
/// remembered as ended, so that its follower reads that sharing stopped rather than "not found".
public struct RevokeShare: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// Whom the revoked share was with: the follower's name, or the address of an invitation nobody accepted.
    public struct Revoked: Sendable {
        public let share: Share
        public let granteeName: String
        /// The account that had accepted it, if any.
        public let granteeID: UUID?
    }

    @discardableResult
    public func callAsFunction(_ id: UUID, for person: Person) async throws -> Revoked {
        let now = context.now()
        let revoked: Revoked = try await context.commit(person.id) { db in
            let queries = db.shares(of: person.id)
            guard let share = try await queries.find(id) else { throw UseCaseError.notFound("This share") }
            var name = share.email
            if let granteeID = share.granteeID {
                try await db.endedShares(of: granteeID).record(endedBy: person.id, at: now)
                if let grantee = try await db.users.find(id: granteeID) { name = grantee.preferences.displayName }
            }
            _ = try await queries.delete(id)
            return (Revoked(share: share, granteeName: name, granteeID: share.granteeID), [Change(.deleted, .shares, id: id)])
        }
        // The follower's own views of their incoming shares change too.
        if let granteeID = revoked.granteeID { await context.changes.emit(Change(.deleted, .shares, id: id), to: granteeID) }
        return revoked
    }
}
