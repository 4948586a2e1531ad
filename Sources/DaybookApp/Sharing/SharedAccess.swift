import DaybookCore
import Foundation

/// What a reader may see of another person's data: the categories of a live grant. Looked up on
/// every read, so a revoke takes effect on the next one; the grant remembers when it was last used.
public enum SharedAccess {
    public struct Grant: Sendable {
        public let owner: Account
        public let categories: Set<ShareCategory>
    }

    /// The owner's grant that the reader accepted, or nil when there is none.
    public static func grant(from ownerID: UUID, to readerID: UUID, _ context: UseCaseContext) async throws -> Grant? {
        let incoming = context.db.incomingShares(of: readerID)
        guard let share = try await incoming.grant(from: ownerID),
              let owner = try await context.db.users.find(id: ownerID)
        else { return nil }
        try await incoming.touch(share, at: context.now())
        return Grant(owner: owner, categories: share.categories)
    }
}
