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

    /// One grant per grantee: a second invitation of the same email is a duplicate. The grant waits
    /// for whoever holds `invitation` (kept only as its digest) until `time` + its lifetime.
    public func create(email: String, categories: Set<ShareCategory>, invitation: ShareInvitationCode, at time: Date) async throws -> ShareRecord {
        if try await mine.filter(\.$email == email).first() != nil { throw StoreError.duplicate(field: "email") }
        let record = ShareRecord(ownerID: ownerID, email: email, categories: categories, createdAt: time)
        record.invitationDigest = ShareInvitationDigest.of(invitation)
        record.invitationExpiresAt = time.addingTimeInterval(ShareInvitationCode.lifetime)
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

    /// A new code for a grant nobody accepted yet (the first was lost or ran out); the old one stops working.
    public func renewInvitation(_ record: ShareRecord, _ invitation: ShareInvitationCode, at time: Date) async throws {
        record.invitationDigest = ShareInvitationDigest.of(invitation)
        record.invitationExpiresAt = time.addingTimeInterval(ShareInvitationCode.lifetime)
        try await record.update(on: db)
    }

    public func delete(_ record: ShareRecord) async throws {
        try await record.delete(on: db)
    }
}
