import FluentKit
import Foundation

/// A person's Nightscout access tokens.
public struct NightscoutTokenQueries: Sendable {
    let db: any Database
    let userID: UUID

    public init(_ db: any Database, userID: UUID) {
        self.db = db
        self.userID = userID
    }

    public func list() async throws -> [NightscoutTokenRecord] {
        try await NightscoutTokenRecord.query(on: db).filter(\.$userID == userID).sort(\.$createdAt).all()
    }

    public func create(name: String, role: String, token: String) async throws -> NightscoutTokenRecord {
        let record = NightscoutTokenRecord(userID: userID, name: name, role: role, tokenDigest: HexDigest.sha256(token))
        try await record.create(on: db)
        return record
    }

    public func delete(id: UUID) async throws -> Bool {
        guard let record = try await NightscoutTokenRecord.query(on: db).filter(\.$userID == userID).filter(\.$id == id).first() else {
            return false
        }
        try await record.delete(on: db)
        return true
    }

    /// The token record for a token as a client sends it, whoever owns it (the token is the credential).
    public static func find(token: String, on db: any Database) async throws -> NightscoutTokenRecord? {
        try await NightscoutTokenRecord.query(on: db).filter(\.$tokenDigest == HexDigest.sha256(token)).first()
    }

    public static func find(id: UUID, on db: any Database) async throws -> NightscoutTokenRecord? {
        try await NightscoutTokenRecord.find(id, on: db)
    }
}
