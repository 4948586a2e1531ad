import FluentKit
import SQLKit

/// The first answer to each write a person sent with an `Idempotency-Key`, so that sending it again
/// replays that answer instead of changing anything twice. One row per person and key: the unique
/// index is what lets exactly one of two simultaneous sends go ahead. Rows go with their account.
struct CreateIdempotencyKey: AsyncMigration {
    var name: String { "230_CreateIdempotencyKey" }

    func prepare(on database: any Database) async throws {
        try await database.schema("idempotency_keys")
            .id()
            .field("user_id", .uuid, .required, .references("users", .id, onDelete: .cascade))
            .field("idempotency_key", .string, .required)
            .field("fingerprint", .string, .required)
            .field("created_at", .datetime, .required)
            .field("completed_at", .datetime)
            .field("status", .int)
            .field("headers", .string)
            .field("body", .data)
            .unique(on: "user_id", "idempotency_key")
            .create()
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.create(index: "idempotency_keys_created_at").on("idempotency_keys").column("created_at").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("idempotency_keys").delete()
    }
}
