import FluentKit

/// Scenarios a user imported (the bundled catalogue lives in the server's resources, not here).
struct CreateTimelineScenario: AsyncMigration {
    var name: String { "015_CreateTimelineScenario" }

    func prepare(on database: any Database) async throws {
        try await database.schema("timeline_scenarios")
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("named", .string, .required)
            .field("name_en", .string, .required)
            .field("name_de", .string, .required)
            .field("body", .string, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "user_id", "named")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("timeline_scenarios").delete()
    }
}
