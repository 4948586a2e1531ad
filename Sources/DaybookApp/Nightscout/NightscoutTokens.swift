import DaybookCore
import Foundation

/// Looking Nightscout access tokens up: as a client sends one, by the id a JWT carries, or the
/// person's list.
public struct NightscoutTokens: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// The token as a client sends it, whoever owns it (the token is the credential).
    public func find(token: String) async throws -> NightscoutToken? {
        try await context.db.nightscoutCredentials.token(token)
    }

    /// The token a JWT was made from; nil once it was revoked, which ends its JWTs.
    public func find(id: UUID) async throws -> NightscoutToken? {
        try await context.db.nightscoutCredentials.token(id: id)
    }

    /// The person's tokens, oldest first.
    public func list(of person: Person) async throws -> [NightscoutToken] {
        try await context.db.nightscoutTokens(of: person.id).list()
    }
}
