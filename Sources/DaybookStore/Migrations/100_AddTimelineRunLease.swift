import FluentKit

/// Which server instance drives a run, and until when: with several instances on one database,
/// each run is shown and notified by one of them, and another takes it over when the lease runs out.
struct AddTimelineRunLease: AsyncMigration {
    var name: String { "100_AddTimelineRunLease" }

    // One column per ALTER TABLE: SQLite adds only one at a time.
    func prepare(on database: any Database) async throws {
        try await database.schema("timeline_runs").field("lease_owner", .uuid).update()
        try await database.schema("timeline_runs").field("lease_expires_at", .datetime).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("timeline_runs").deleteField("lease_expires_at").update()
        try await database.schema("timeline_runs").deleteField("lease_owner").update()
    }
}
