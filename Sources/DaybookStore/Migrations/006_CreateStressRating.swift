import FluentKit

struct CreateStressRating: AsyncMigration {
    var name: String { "006_CreateStressRating" }

    func prepare(on database: any Database) async throws {
        try await JournalTable.create("stress_ratings", timed: true, on: database) {
            $0.field("level", .int, .required).field("note", .string)
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema("stress_ratings").delete()
    }
}
