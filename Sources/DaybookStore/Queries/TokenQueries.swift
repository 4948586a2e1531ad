import FluentKit
import Foundation
import SQLKit

/// API tokens, always scoped to their owner. Callers pass the SHA-256 of a token, never the token.
public struct TokenQueries: Sendable {
    let db: any Database

    public init(_ db: any Database) { self.db = db }

    public func create(userID: UUID, name: String, tokenHash: String) async throws -> APITokenRecord {
        let token = APITokenRecord(userID: userID, name: name, tokenHash: tokenHash)
        try await token.create(on: db)
        return token
    }

    /// The token with this hash and its owner, in one statement. Every API request runs it, so it is
    /// written by hand and its row read property by property (`ModelRow`): through the query builder
    /// and Fluent's reflection it was most of the time of a read answered from the kept answers.
    public func find(hash: String) async throws -> APITokenRecord? {
        guard let sql = db as? any SQLDatabase else { return nil }
        let statement: SQLQueryString = """
            SELECT users.*, api_tokens.id AS token_id, api_tokens.name AS token_name, api_tokens.token_hash AS token_token_hash,
                   api_tokens.created_at AS token_created_at, api_tokens.last_used_at AS token_last_used_at
            FROM api_tokens JOIN users ON users.id = api_tokens.user_id WHERE api_tokens.token_hash = \(bind: hash)
            """
        guard let row = try await sql.raw(statement).first() else { return nil }
        let user = UserRecord()
        try ModelRow(row: row).fill(user.storedProperties)
        let token = APITokenRecord()
        try ModelRow(row: row, prefix: "token_").fill([token.$id, token.$name, token.$tokenHash, token.$createdAt, token.$lastUsedAt])
        token.$user.id = try user.requireID()
        token.$user.value = user
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
