import FluentKit
import SQLKit

/// Throttles beyond failed log-ins (registrations, token creation) share one table of events.
struct CreateThrottleEvent: AsyncMigration {
    var name: String { "090_CreateThrottleEvent" }

    func prepare(on database: any Database) async throws {
        try await database.schema("throttle_events")
            .id()
            .field("kind", .string, .required)
            .field("subject", .string, .required)
            .field("occurred_at", .datetime, .required)
            .create()
        if let sql = database as? any SQLDatabase {
            try await sql.create(index: "throttle_events_kind_subject_time")
                .on("throttle_events").column("kind").column("subject").column("occurred_at").run()
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema("throttle_events").delete()
    }
}
