import FluentKit

/// Runs in progress. `notifications_sent` counts the run's notifications already delivered, so a
/// restarted server neither repeats nor skips one.
struct CreateTimelineRun: AsyncMigration {
    var name: String { "016_CreateTimelineRun" }

    func prepare(on database: any Database) async throws {
        try await database.schema("timeline_runs")
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("named", .string, .required)
            .field("name_en", .string, .required)
            .field("name_de", .string, .required)
            .field("language", .string, .required)
            .field("start_time", .datetime, .required)
            .field("run", .string, .required)
            .field("notifications_sent", .int, .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("timeline_runs").delete()
    }
}
