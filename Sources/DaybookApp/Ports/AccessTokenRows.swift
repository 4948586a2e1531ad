import Foundation

/// Access tokens, kept by the digest of their secret.
public protocol AccessTokenRows: Sendable {
    func create(userID: UUID, name: String, tokenDigest: String) async throws -> AccessToken
    /// The token with this digest and the account it belongs to.
    func find(digest: String) async throws -> (token: AccessToken, account: Account)?
    /// The person's tokens, oldest first.
    func list(userID: UUID) async throws -> [AccessToken]
    /// False when the person has no token with this id.
    func delete(id: UUID, userID: UUID) async throws -> Bool
    func deleteAll(userID: UUID, keeping: UUID?) async throws
    func markUsed(id: UUID, at time: Date) async throws
}
