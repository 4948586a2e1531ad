import DaybookApp
import Foundation

struct FluentWebSessionRows: WebSessionRows {
    let queries: WebSessionQueries

    func find(digest: String, at time: Date) async throws -> StoredWebSession? {
        try await queries.find(digest: digest, at: time).map { StoredWebSession(values: $0.data, expiresAt: $0.expiresAt) }
    }

    func create(digest: String, values: String, expiresAt: Date) async throws {
        try await queries.create(digest: digest, data: values, expiresAt: expiresAt)
    }

    @discardableResult
    func update(digest: String, values: String, expiresAt: Date) async throws -> Bool {
        try await queries.update(digest: digest, data: values, expiresAt: expiresAt)
    }

    func delete(digest: String) async throws {
        try await queries.delete(digest: digest)
    }

    func prune(before time: Date) async throws {
        try await queries.prune(before: time)
    }
}
