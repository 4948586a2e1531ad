import Foundation

/// Web sessions by the digest of their key, so any serving instance serves any session and a leaked
/// copy of the table opens none. Expired ones are never found.
public struct WebSessions: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// The session's stored values, or nil when it expired or never was.
    public func values(digest: String) async throws -> String? {
        try await context.db.webSessions.find(digest: digest, at: context.now())?.values
    }

    public func create(digest: String, values: String, expiresAt: Date) async throws {
        try await context.commitBookkeeping { db in
            try await db.webSessions.create(digest: digest, values: values, expiresAt: expiresAt)
        }
    }

    /// How far a session's expiry may lag behind its last use: a page view that changed nothing
    /// moves it on at most once a minute, so looking at pages writes nothing.
    public static let expiryResolution: TimeInterval = 60

    /// Stores the values and moves the expiry on; a session gone meanwhile (a log-out in another tab)
    /// stays gone.
    public func update(digest: String, values: String, expiresAt: Date) async throws {
        let stored = try await context.db.webSessions.find(digest: digest, at: context.now())
        if let stored, stored.values == values, expiresAt.timeIntervalSince(stored.expiresAt) < Self.expiryResolution { return }
        try await context.commitBookkeeping { db in
            try await db.webSessions.update(digest: digest, values: values, expiresAt: expiresAt)
        }
    }

    public func delete(digest: String) async throws {
        try await context.commitBookkeeping { db in try await db.webSessions.delete(digest: digest) }
    }

    /// Removes the sessions expired by now.
    public func prune() async throws {
        let now = context.now()
        try await context.commitBookkeeping { db in try await db.webSessions.prune(before: now) }
    }
}
