import Foundation

/// A key as kept: the write it was taken for (its fingerprint), and once that write finished, its
/// answer (status, headers as JSON, the sealed body).
public struct StoredIdempotencyKey: Sendable, Equatable {
    public var id: UUID
    public var fingerprint: String
    public var createdAt: Date
    public var completedAt: Date?
    public var status: Int?
    public var headers: String?
    public var body: Data?

    public init(id: UUID, fingerprint: String, createdAt: Date, completedAt: Date?, status: Int?, headers: String?, body: Data?) {
        self.id = id
        self.fingerprint = fingerprint
        self.createdAt = createdAt
        self.completedAt = completedAt
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// One person's idempotency keys.
public protocol IdempotencyKeyRows: Sendable {
    func find(key: String) async throws -> StoredIdempotencyKey?
    /// A taken key is `UseCaseError.duplicate` once through the write discipline.
    func insertPending(id: UUID, key: String, fingerprint: String, at time: Date) async throws
    func complete(id: UUID, status: Int, headers: String, body: Data?, at time: Date) async throws
    func delete(id: UUID) async throws
}
