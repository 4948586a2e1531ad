import FluentKit
import SQLKit

/// Reminders and their persisted next fire instant (UTC), which the scheduler claims.
struct CreateReminder: AsyncMigration {
    var name: String { "020_CreateReminder" }

    func prepare(on database: any Database) async throws {
        try await database.schema("reminders")
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("kind", .string, .required)
            .field("time", .string, .required)
            .field("weekdays", .string, .required)
            .field("enabled", .bool, .required)
            .field("text", .string)
            .field("days_before", .int, .required)
            .field("next_fire_at", .datetime)
            .field("last_fired_at", .datetime)
            .field("created_at", .datetime, .required)
            .field("updated_at", .datetime, .required)
            .create()
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.create(index: "reminders_user").on("reminders").column("user_id").run()
        // The scheduler's query: due rows in order.
        try await sql.create(index: "reminders_next_fire").on("reminders").column("next_fire_at").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("reminders").delete()
    }
}
