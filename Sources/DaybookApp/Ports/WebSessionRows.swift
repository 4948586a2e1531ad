import Foundation

/// A web session as kept: its values and when it expires.
public struct StoredWebSession: Sendable, Equatable {
    public var values: String
    public var expiresAt: Date

    public init(values: String, expiresAt: Date) {
        self.values = values
        self.expiresAt = expiresAt
    }
}

/// Web sessions by the digest of their key.
public protocol WebSessionRows: Sendable {
    /// The session unless it expired by `time`.
    func find(digest: String, at time: Date) async throws -> StoredWebSession?
    func create(digest: String, values: String, expiresAt: Date) async throws
    /// False when the session is gone.
    @discardableResult
    func update(digest: String, values: String, expiresAt: Date) async throws -> Bool
    func delete(digest: String) async throws
    func prune(before time: Date) async throws
}
