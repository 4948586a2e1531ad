import DaybookStore
import Foundation
import Testing
import Vapor
@testable import DaybookServer

extension TestServer {
    /// Creates a reminder and returns its JSON.
    func createReminder(_ fields: [String: Any], token: String) async throws -> [String: Any] {
        let response = try await request(.POST, "/api/v1/reminders", token: token, json: fields)
        try #require(response.status == .created, "create answered \(response.status): \(response.bodyText)")
        return try response.object()
    }

    func reminder(_ id: String, token: String) async throws -> [String: Any] {
        try await request(.GET, "/api/v1/reminders/\(id)", token: token).object()
    }

    func inbox(_ token: String) async throws -> [[String: Any]] {
        try await request(.GET, "/api/v1/notifications", token: token).array()
    }

    /// One scheduler tick at `instant`: what it fired.
    func tick(at instant: String) async throws -> Int {
        try await app.reminderScheduler.tick(at: utc(instant)).fired
    }
}

func utc(_ text: String) -> Date {
    JSONCoding.parseInstant(text) ?? .distantPast
}

/// A database two servers can share in turn (a restart), or at once (two instances):
/// a temporary SQLite file, or one PostgreSQL schema.
struct SharedDatabase {
    let schema = "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-\(UUID().uuidString).sqlite").path

    func adjust(_ database: inout DatabaseSettings) {
        if database.location.isPostgres {
            database.schema = schema
        } else {
            database.location = .sqliteFile(path: path)
        }
    }

    func remove() {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }
}
