import DaybookStore
import Foundation

/// Makes an access token for an app or script: the caller made the secret and keeps only its digest
/// here, so the database never holds a usable token.
public struct IssueAccessToken: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(name: String, tokenDigest: String, for person: Person) async throws -> APITokenRecord {
        try await context.commit(person.id) { db in
            (try await TokenQueries(db).create(userID: person.id, name: name, tokenHash: tokenDigest), [])
        }
    }
}

/// Revokes one of the person's access tokens; false when they have none with that id.
public struct RevokeAccessToken: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    @discardableResult
    public func callAsFunction(_ id: UUID, for person: Person) async throws -> Bool {
        try await context.commit(person.id) { db in
            (try await TokenQueries(db).delete(id: id, userID: person.id), [])
        }
    }
}
