import DaybookApp
import Foundation

struct FluentIdempotencyKeyRows: IdempotencyKeyRows {
    let queries: IdempotencyKeyQueries

    func find(key: String) async throws -> StoredIdempotencyKey? {
        try await queries.find(key: key).map {
            StoredIdempotencyKey(id: try $0.requireID(), fingerprint: $0.fingerprint, createdAt: $0.createdAt, completedAt: $0.completedAt,
                                 status: $0.status, headers: $0.headers, body: $0.body)
        }
    }

    func insertPending(id: UUID, key: String, fingerprint: String, at time: Date) async throws {
        try await queries.insertPending(id: id, key: key, fingerprint: fingerprint, at: time)
    }

    func complete(id: UUID, status: Int, headers: String, body: Data?, at time: Date) async throws {
        try await queries.complete(id: id, status: status, headers: headers, body: body, at: time)
    }

    func delete(id: UUID) async throws { try await queries.delete(id: id) }
}
