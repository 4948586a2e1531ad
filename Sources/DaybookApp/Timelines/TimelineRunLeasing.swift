import Foundation

/// Leases on timeline runs for one serving instance: with several instances on one database, each
/// run is driven by the one holding its lease, which renews it while it lives; a lease that ran out
/// (its instance died) is taken over. Bookkeeping across people, not their data: written through the
/// write discipline without an account's lock.
public struct TimelineRunLeasing: Sendable {
    /// A run this instance holds.
    public struct Held: Sendable, Equatable {
        public let runID: UUID
        public let userID: UUID

        public init(runID: UUID, userID: UUID) {
            self.runID = runID
            self.userID = userID
        }
    }

    let context: UseCaseContext
    /// The instance's name in the leases; a restarted server is a new instance.
    let instance: UUID

    public init(_ context: UseCaseContext, instance: UUID) {
        self.context = context
        self.instance = instance
    }

    /// Takes run `id` until `until` when it is free, expired or already this instance's; returns
    /// whether this instance holds it.
    public func claim(_ id: UUID, until: Date, now: Date) async throws -> Bool {
        let instance = instance
        return try await context.commitBookkeeping { tx in
            try await tx.timelineRunLeases.claim(id, owner: instance, until: until, now: now)
        }
    }

    /// Renews this instance's leases and takes every free or expired one; returns the runs it holds
    /// now. A run it was driving and that is missing was removed or taken over meanwhile.
    public func renewAndClaim(until: Date, now: Date) async throws -> [Held] {
        let instance = instance
        return try await context.commitBookkeeping { tx in
            try await tx.timelineRunLeases.renewAndClaim(owner: instance, until: until, now: now)
        }
    }

    /// Gives every run up (a clean shutdown), so another instance, or this one restarted, resumes
    /// them at once instead of when the leases run out.
    public func release() async throws {
        let instance = instance
        try await context.commitBookkeeping { tx in try await tx.timelineRunLeases.release(owner: instance) }
    }
}
