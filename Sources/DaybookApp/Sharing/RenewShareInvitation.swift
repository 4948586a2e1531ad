import DaybookCore
import Foundation

/// A new one-time code for a share nobody accepted yet: the first was lost, ran out, or the share
/// came from an export. The old code stops working.
public struct RenewShareInvitation: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ id: UUID, for person: Person) async throws -> (share: Share, invitation: ShareInvitationCode) {
        let now = context.now()
        return try await context.commit(person.id) { db in
            let queries = db.shares(of: person.id)
            guard let stored = try await queries.find(id) else { throw UseCaseError.notFound("This share") }
            guard !stored.isAccepted else {
                throw ValidationError(field: "id", .invitationAccepted)
            }
            let invitation = ShareInvitationCode.random()
            guard let share = try await queries.renewInvitation(id, invitation, at: now) else { throw UseCaseError.notFound("This share") }
            return ((share, invitation), [Change(.updated, .shares, id: id)])
        }
    }
}
