import Foundation

/// A grant its owner revoked after the follower had accepted it: who, and when. Nothing of the
/// owner's data, and it never opens anything.
public struct EndedShare: Sendable {
    public let owner: Account
    public let endedAt: Date

    public init(owner: Account, endedAt: Date) {
        self.owner = owner
        self.endedAt = endedAt
    }

    /// The owner's ended grant to the reader, when there is no live one: what a follower following an
    /// old link is told. Nil for someone who never had a share, so a stranger learns nothing.
    public static func find(from ownerID: UUID, to readerID: UUID, _ context: UseCaseContext) async throws -> EndedShare? {
        guard try await context.db.incomingShares(of: readerID).grant(from: ownerID) == nil,
              let endedAt = try await context.db.endedShares(of: readerID).endedAt(endedBy: ownerID),
              let owner = try await context.db.users.find(id: ownerID)
        else { return nil }
        return EndedShare(owner: owner, endedAt: endedAt)
    }

    /// The reader's ended grants, latest first.
    public static func all(to reader: Person, _ context: UseCaseContext) async throws -> [EndedShare] {
        try await context.db.endedShares(of: reader.id).list()
    }
}
