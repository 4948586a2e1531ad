import FluentKit
import Foundation
import SQLKit

/// A user's Nightscout endpoint settings.
public struct NightscoutAccountQueries: Sendable {
    let db: any Database
    let userID: UUID

    public init(_ db: any Database, userID: UUID) {
        self.db = db
        self.userID = userID
    }

    public func account() async throws -> NightscoutAccountRecord? {
        try await NightscoutAccountRecord.query(on: db).filter(\.$userID == userID).first()
    }

    /// The account, created on first use with the given handle and secret.
    public func ensure(handle: String, secret: String) async throws -> NightscoutAccountRecord {
        if let existing = try await account() { return existing }
        let record = NightscoutAccountRecord(userID: userID, handle: handle, secret: secret)
        try await record.create(on: db)
        return record
    }

    /// A new secret; the handle stays, so clients only need the new secret.
    public func replaceSecret(_ secret: String, handleIfNew handle: String) async throws -> NightscoutAccountRecord {
        let record = try await ensure(handle: handle, secret: secret)
        record.setSecret(secret)
        try await record.update(on: db)
        return record
    }

    /// The account with this handle, whoever owns it (the handle and the secret are the credential).
    /// A handle sent in lower case (AndroidAPS lowercases the whole address) finds its account too,
    /// unless two handles differ only in case: then only the exact one does.
    public static func account(handle: String, on db: any Database) async throws -> NightscoutAccountRecord? {
        if let exact = try await NightscoutAccountRecord.query(on: db).filter(\.$handle == handle).first() { return exact }
        guard let sql = db as? any SQLDatabase else { return nil }
        let folded = try await sql.raw("""
            SELECT id FROM \(ident: NightscoutAccountRecord.schema) WHERE lower(handle) = \(bind: handle.lowercased()) LIMIT 2
            """).all().map { try $0.decode(column: "id", as: UUID.self) }
        guard folded.count == 1, let id = folded.first else { return nil }
        return try await NightscoutAccountRecord.find(id, on: db)
    }

    /// The account whose secret has this SHA-1 (lowercase hex), for clients that reach the server's root.
    public static func account(secretDigest: String, on db: any Database) async throws -> NightscoutAccountRecord? {
        try await NightscoutAccountRecord.query(on: db).filter(\.$secretDigest == secretDigest).first()
    }
}
