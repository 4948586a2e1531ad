import Foundation

/// Attempts counted per subject ("email:…", "ip:…") of one kind (log-ins, sign-ups, passcodes, tokens)
/// inside a sliding window, in the database so every serving instance sees the same counts.
public struct AttemptLedger: Sendable {
    /// What `reserve` found: the attempt is counted (with what takes it back), or a subject has used
    /// up its attempts and nothing was counted.
    public enum Reservation: Sendable, Equatable {
        case counted([UUID])
        /// The window reopens this many seconds from now.
        case refused(retryAfter: Int)
    }

    let context: UseCaseContext
    let kind: String

    public init(_ context: UseCaseContext, kind: String) {
        self.context = context
        self.kind = kind
    }

    /// How many attempts `subject` has in the window ending now.
    public func count(_ subject: String, window: TimeInterval) async throws -> Int {
        try await context.db.attempts(kind).count(for: subject, since: context.now().addingTimeInterval(-window))
    }

    /// Counts this attempt for every subject unless one of them has `limit` already: checked and
    /// counted at once, so no burst gets past the limit.
    public func reserve(_ subjects: [String], limit: Int, window: TimeInterval) async throws -> Reservation {
        let (db, kind, now) = (context.db, kind, context.now())
        return try await context.serialized {
            try await db.attempts(kind).reserve(subjects, limit: limit, window: window, now: now)
        }
    }

    /// Takes back attempts that turned out to be no failure.
    public func forgive(_ ids: [UUID]) async throws {
        guard !ids.isEmpty else { return }
        let kind = kind
        try await context.commitBookkeeping { db in try await db.attempts(kind).forgive(ids) }
    }

    /// Forgets every attempt of `subject` (a full log-in clears its account's failures).
    public func clear(_ subject: String) async throws {
        let kind = kind
        try await context.commitBookkeeping { db in try await db.attempts(kind).clear(subject: subject) }
    }
}
