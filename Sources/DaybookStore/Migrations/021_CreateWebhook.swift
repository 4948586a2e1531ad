import FluentKit
import SQLKit

/// A user's optional webhook (one per user) and the outbox of its deliveries.
struct CreateWebhook: AsyncMigration {
    var name: String { "021_CreateWebhook" }

    func prepare(on database: any Database) async throws {
        try await database.schema("webhooks")
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("url", .string, .required)
            .field("secret", .string, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "user_id")
            .create()
        try await database.schema("webhook_deliveries")
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("payload", .string, .required)
            .field("attempts", .int, .required)
            .field("next_attempt_at", .datetime)
            .field("delivered_at", .datetime)
            .field("last_error", .string)
            .field("created_at", .datetime, .required)
            .create()
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.create(index: "webhook_deliveries_next").on("webhook_deliveries").column("next_attempt_at").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("webhook_deliveries").delete()
        try await database.schema("webhooks").delete()
    }
}
