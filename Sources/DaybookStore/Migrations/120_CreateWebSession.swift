import FluentKit
import SQLKit

/// Web sessions keyed by the SHA-256 of their key, with an expiry. They replace Fluent's session
/// table, which kept the keys themselves: its rows go (everyone logs in once more).
struct CreateWebSession: AsyncMigration {
    var name: String { "120_CreateWebSession" }

    func prepare(on database: any Database) async throws {
        try await database.schema("web_sessions")
            .id()
            .field("key_digest", .string, .required)
            .field("data", .string, .required)
            .field("expires_at", .datetime, .required)
            .unique(on: "key_digest")
            .create()
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.create(index: "web_sessions_expiry").on("web_sessions").column("expires_at").run()
        try await sql.drop(table: "_fluent_sessions").ifExists().run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("web_sessions").delete()
    }
}
