import FluentKit

struct CreateMeal: AsyncMigration {
    var name: String { "009_CreateMeal" }

    func prepare(on database: any Database) async throws {
        try await JournalTable.create("meals", timed: true, on: database) {
            $0.field("name", .string, .required).field("carbs", .double, .required)
                .field("protein", .double, .required).field("fat", .double, .required)
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema("meals").delete()
    }
}
