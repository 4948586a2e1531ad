import DaybookCore
import Foundation

/// Revokes a Nightscout access token: clients holding it (and the JWTs made from it) get 401 from now on.
public struct RevokeNightscoutToken: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// False when the person has no token with that id.
    @discardableResult
    public func callAsFunction(_ id: UUID, for person: Person) async throws -> Bool {
        try await context.commit(person.id) { db in
            (try await db.nightscoutTokens(of: person.id).delete(id: id), [])
        }
    }
}
