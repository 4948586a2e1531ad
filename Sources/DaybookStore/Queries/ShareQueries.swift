import DaybookCore
import FluentKit
import Foundation

/// An owner's outgoing grants, scoped to that owner: another owner's grant is simply not found.
public struct ShareQueries: Sendable {
    let db: any Database
    let ownerID: UUID

    public init(_ db: any Database, ownerID: UUID) {
        self.db = db
        self.ownerID = ownerID
    }

    private var mine: QueryBuilder<ShareRecord> {
        ShareRecord.query(on: db).filter(\.$ownerID == ownerID)
    }

    /// Oldest first. `email` must be normalised (lower-case) by the caller.
    public func list() async throws -> [ShareRecord] {
        try await mine.sort(\.$createdAt).sort(\.$id).all()
    }

    public func find(_ id: UUID) async throws -> ShareRecord? {
        try await mine.filter(\.$id == id).first()
    }

    /// One grant per grantee: a second invitation of the same email is a duplicate.
    public func create(email: String, categories: Set<ShareCategory>, at time: Date) async throws -> ShareRecord {
        if try await mine.filter(\.$email == email).first() != nil { throw StoreError.duplicate(field: "email") }
        let record = ShareRecord(ownerID: ownerID, email: email, categories: categories, createdAt: time)
        do {
            try await record.create(on: db)
        } catch let error as any DatabaseError where error.isConstraintFailure {
            throw StoreError.duplicate(field: "email")
        }
        return record
    }

    public func update(_ record: ShareRecord, categories: Set<ShareCategory>) async throws {
        record.categories = categories
        try await record.update(on: db)
    }

    public func delete(_ record: ShareRecord) async throws {
        try await record.delete(on: db)
    }
}

/// What is shared with one person, found by their email at request time: an invitation sent before
/// the account existed applies as soon as it does, and a revoked grant is gone on the next request.
public struct IncomingShareQueries: Sendable {
    let db: any Database
    let email: String

    /// `email` is the grantee's normalised (lower-case) address.
    public init(_ db: any Database, email: String) {
        self.db = db
        self.email = email.lowercased()
    }

    /// Every grant to this person, with its owner (grants whose owner is gone are dropped).
    public func list() async throws -> [(share: ShareRecord, owner: UserRecord)] {
        let shares = try await ShareRecord.query(on: db).filter(\.$email == email).sort(\.$createdAt).sort(\.$id).all()
        guard !shares.isEmpty else { return [] }
        let owners = try await UserRecord.query(on: db).filter(\.$id ~~ shares.map(\.ownerID)).all()
        let byID = Dictionary(owners.compactMap { owner in owner.id.map { ($0, owner) } }, uniquingKeysWith: { first, _ in first })
        return shares.compactMap { share in byID[share.ownerID].map { (share, $0) } }
    }

    /// The live grant of `ownerID` to this person, if there is one.
    public func grant(from ownerID: UUID) async throws -> ShareRecord? {
        try await ShareRecord.query(on: db).filter(\.$ownerID == ownerID).filter(\.$email == email).first()
    }

    /// Notes that the grant was used, at most once per `interval` so reads stay cheap.
    public func touch(_ record: ShareRecord, at time: Date, interval: TimeInterval = 60) async throws {
        if let last = record.lastUsedAt, time.timeIntervalSince(last) < interval { return }
        guard let id = record.id else { return }
        try await ShareRecord.query(on: db).filter(\.$id == id).set(\.$lastUsedAt, to: time).update()
    }

    /// Drops every grant to this person: their account is being deleted.
    public func deleteAll() async throws {
        try await ShareRecord.query(on: db).filter(\.$email == email).delete()
    }
}
