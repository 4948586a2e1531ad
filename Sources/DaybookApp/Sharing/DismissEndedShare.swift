import Foundation

/// The follower has read that an owner stopped sharing and puts the note away.
public struct DismissEndedShare: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(endedBy ownerID: UUID, for reader: Person) async throws {
        try await context.commit(reader.id) { db in
            try await db.endedShares(of: reader.id).forget(endedBy: ownerID)
            return ((), [Change(.updated, .shares, id: ownerID)])
        }
    }
}
