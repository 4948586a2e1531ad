import FluentKit
import SQLKit

/// The in-app notification inbox, read newest first.
struct CreateNotification: AsyncMigration {
    var name: String { "017_CreateNotification" }

    func prepare(on database: any Database) async throws {
        try await database.schema("notifications")
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("kind", .string, .required)
            .field("title", .string, .required)
            .field("body", .string, .required)
            .field("created_at", .datetime, .required)
            .field("read_at", .datetime)
            .field("link", .string)
            .field("data", .string)
            .create()
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.create(index: "notifications_user_created").on("notifications")
            .column("user_id").column("created_at").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("notifications").delete()
    }
}
