import FluentKit

struct CreateCalendarFeed: AsyncMigration {
    var name: String { "014_CreateCalendarFeed" }

    func prepare(on database: any Database) async throws {
        try await database.schema("calendar_feeds")
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("secret_hash", .string, .required)
            .field("created_at", .datetime)
            .field("last_fetched_at", .datetime)
            .unique(on: "user_id")
            .unique(on: "secret_hash")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("calendar_feeds").delete()
    }
}
