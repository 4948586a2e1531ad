import FluentKit
import Foundation

/// Leases on timeline runs: with several server instances on one database, each run is driven by
/// the one instance that holds its lease, and renews it while it lives. A lease that runs out (its
/// instance died) is taken over by another. Across all users, as the scheduler serves them all.
///
/// A claim is an UPDATE whose condition is re-checked on the locked row (PostgreSQL re-reads it after
/// waiting for a concurrent writer; SQLite has one writer), followed by reading who holds the row:
/// of two instances claiming at once, one updates and the other finds the row taken.
public enum TimelineRunLeases {
    public struct Held: Sendable, Equatable {
        public var id: UUID
        public var userID: UUID
    }

    /// Takes run `id` for `owner` until `until` when it is free, expired or already the owner's;
    /// returns whether the owner holds it.
    public static func claim(_ id: UUID, owner: UUID, until: Date, now: Date, on db: any Database) async throws -> Bool {
        try await TimelineRunRecord.query(on: db).filter(\.$id == id)
            .group(.or) { free in
                free.filter(\.$leaseOwner == nil).filter(\.$leaseOwner == owner).filter(\.$leaseExpiresAt < now)
            }
            .set(\.$leaseOwner, to: owner).set(\.$leaseExpiresAt, to: until)
            .update()
        return try await TimelineRunRecord.query(on: db).filter(\.$id == id).first()?.leaseOwner == owner
    }

    /// Renews every lease of `owner` and takes every free or expired one; returns the runs `owner`
    /// holds now. A run it was driving and that is missing was removed or taken over meanwhile.
    public static func renewAndClaim(owner: UUID, until: Date, now: Date, on db: any Database) async throws -> [Held] {
        try await TimelineRunRecord.query(on: db)
            .group(.or) { free in
                free.filter(\.$leaseOwner == nil).filter(\.$leaseOwner == owner).filter(\.$leaseExpiresAt < now)
            }
            .set(\.$leaseOwner, to: owner).set(\.$leaseExpiresAt, to: until)
            .update()
        return try await TimelineRunRecord.query(on: db).filter(\.$leaseOwner == owner).sort(\.$startTime).all()
            .map { Held(id: try $0.requireID(), userID: $0.userID) }
    }

    /// Gives the owner's runs up (a clean shutdown), so another instance, or this one restarted,
    /// resumes them at once instead of when the leases run out.
    public static func release(owner: UUID, on db: any Database) async throws {
        try await TimelineRunRecord.query(on: db).filter(\.$leaseOwner == owner)
            .set(\.$leaseOwner, to: nil).set(\.$leaseExpiresAt, to: nil)
            .update()
    }
}
