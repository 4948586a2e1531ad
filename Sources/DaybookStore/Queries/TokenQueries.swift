import FluentKit
import Foundation

/// API tokens, always scoped to their owner. Callers pass the SHA-256 of a token, never the token.
public struct TokenQueries: Sendable {
    let db: any Database

    public init(_ db: any Database) { self.db = db }

    public func create(userID: UUID, name: String, tokenHash: String) async throws -> APITokenRecord {
        let token = APITokenRecord(userID: userID, name: name, tokenHash: tokenHash)
        try await token.create(on: db)
        return token
    }

    /// The token with this hash and its owner, in one query (a join: every API request runs this, and
    /// eager loading with `with(\.$user)` would be a second query).
    public func find(hash: String) async throws -> APITokenRecord? {
        guard let token = try await APITokenRecord.query(on: db).filter(\.$tokenHash == hash)
            .join(UserRecord.self, on: \APITokenRecord.$user.$id == \UserRecord.$id).first()
        else { return nil }
        token.$user.value = try token.joined(UserRecord.self)
        return token
    }

    public func list(userID: UUID) async throws -> [APITokenRecord] {
        try await APITokenRecord.query(on: db).filter(\.$user.$id == userID).sort(\.$createdAt).all()
    }

    /// Deletes one of the user's tokens; false when the user has no token with that id.
    public func delete(id: UUID, userID: UUID) async throws -> Bool {
        guard let token = try await APITokenRecord.query(on: db)
            .filter(\.$id == id).filter(\.$user.$id == userID).first()
        else { return false }
        try await token.delete(on: db)
        return true
    }

    /// Revokes all of the user's tokens except `keeping` (after a password change or reset).
    public func deleteAll(userID: UUID, keeping: UUID? = nil) async throws {
        let query = APITokenRecord.query(on: db).filter(\.$user.$id == userID)
        if let keeping { query.filter(\.$id != keeping) }
        try await query.delete()
    }

    public func markUsed(id: UUID, at date: Date) async throws {
        try await APITokenRecord.query(on: db).filter(\.$id == id).set(\.$lastUsedAt, to: date).update()
    }
}
