import FluentKit
import Foundation

/// One person's idempotency keys: every lookup and change is scoped to the person. Only the purge of
/// expired records looks across people, by age alone.
public struct IdempotencyKeyQueries: Sendable {
    let db: any Database
    let userID: UUID

    public init(_ db: any Database, userID: UUID) {
        self.db = db
        self.userID = userID
    }

    private var mine: QueryBuilder<IdempotencyKeyRecord> {
        IdempotencyKeyRecord.query(on: db).filter(\.$userID == userID)
    }

    public func find(key: String) async throws -> IdempotencyKeyRecord? {
        try await mine.filter(\.$key == key).first()
    }

    /// Stores the key as taken by a write under way. Throws `StoreError.duplicate` when the person
    /// already has a record of this key: the unique index decides between simultaneous sends.
    public func insertPending(id: UUID, key: String, fingerprint: String, at time: Date) async throws {
        let record = IdempotencyKeyRecord(id: id, userID: userID, key: key, fingerprint: fingerprint, createdAt: time)
        do {
            try await record.create(on: db)
        } catch let error as any DatabaseError where error.isConstraintFailure {
            throw StoreError.duplicate(field: "idempotency_key")
        }
    }

    /// Keeps the answer of the write that took the key. A record gone meanwhile (the write deleted the
    /// account) stays gone.
    public func complete(id: UUID, status: Int, headers: String, body: Data?, at time: Date) async throws {
        try await mine.filter(\.$id == id)
            .set(\.$completedAt, to: time)
            .set(\.$status, to: status)
            .set(\.$headers, to: headers)
            .set(\.$body, to: body)
            .update()
    }

    public func delete(id: UUID) async throws {
        try await mine.filter(\.$id == id).delete()
    }

    public func count() async throws -> Int {
        try await mine.count()
    }

    /// Deletes at most `limit` records made before `time`, the oldest first; returns how many went.
    /// Bounded, so a purge never holds the writer for long: a full batch means more are waiting.
    public static func purge(_ db: any Database, createdBefore time: Date, limit: Int) async throws -> Int {
        let ids = try await IdempotencyKeyRecord.query(on: db).field(\.$id).filter(\.$createdAt < time)
            .sort(\.$createdAt).limit(limit).all().compactMap(\.id)
        guard !ids.isEmpty else { return 0 }
        try await IdempotencyKeyRecord.query(on: db).filter(\.$id ~~ ids).delete()
        return ids.count
    }
}
