import FluentKit
import Foundation

/// Web sessions by the digest of their key. Expired ones are never found, and `prune` removes them.
public struct WebSessionQueries: Sendable {
    let db: any Database

    public init(_ db: any Database) {
        self.db = db
    }

    public func find(digest: String, at time: Date) async throws -> WebSessionRecord? {
        try await WebSessionRecord.query(on: db).filter(\.$keyDigest == digest).filter(\.$expiresAt > time).first()
    }

    public func create(digest: String, data: String, expiresAt: Date) async throws {
        try await WebSessionRecord(keyDigest: digest, data: data, expiresAt: expiresAt).create(on: db)
    }

    /// Stores the values and moves the expiry on; false when the session is gone.
    @discardableResult
    public func update(digest: String, data: String, expiresAt: Date) async throws -> Bool {
        guard let record = try await WebSessionRecord.query(on: db).filter(\.$keyDigest == digest).first() else { return false }
        record.data = data
        record.expiresAt = expiresAt
        try await record.update(on: db)
        return true
    }

    public func delete(digest: String) async throws {
        try await WebSessionRecord.query(on: db).filter(\.$keyDigest == digest).delete()
    }

    public func prune(before time: Date) async throws {
        try await WebSessionRecord.query(on: db).filter(\.$expiresAt <= time).delete()
    }

    public func count() async throws -> Int {
        try await WebSessionRecord.query(on: db).count()
    }
}
