import DaybookCore
import Foundation

/// Grants another person read-only access to chosen categories of the person's data: an invitation
/// for `email` that the account with that address accepts with the one-time code returned here
/// (shown to the owner once, to hand over).
public struct GrantShare: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// `email` as typed; `UseCaseError.duplicate` when the person shares with it already.
    public func callAsFunction(email: String, categories: [String], for person: Person) async throws -> (share: Share, invitation: ShareInvitationCode) {
        let email = try AccountRules.normalizedEmail(email)
        let parsed = try ShareCategory.parse(categories)
        let now = context.now()
        return try await context.commit(person.id) { db in
            if let own = try await db.users.find(id: person.id), own.email.lowercased() == email {
                throw ValidationError(field: "email", .ownAddress)
            }
            let invitation = ShareInvitationCode.random()
            let share = try await db.shares(of: person.id).create(email: email, categories: parsed, invitation: invitation, at: now)
            return ((share, invitation), [Change(.created, .shares, id: share.id)])
        }
    }
}
