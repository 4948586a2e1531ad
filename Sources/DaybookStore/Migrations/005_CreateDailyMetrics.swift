import FluentKit

struct CreateDailyMetrics: AsyncMigration {
    var name: String { "005_CreateDailyMetrics" }

    func prepare(on database: any Database) async throws {
        try await JournalTable.create("daily_metrics", timed: false, uniquePerDay: true, on: database) {
            $0.field("sleep", .double).field("activity", .double).field("work", .double).field("diet", .double)
                .field("updated_at", .datetime)
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema("daily_metrics").delete()
    }
}
