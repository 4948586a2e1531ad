import FluentKit

struct CreateStressRating: AsyncMigration {
    var name: String { "006_CreateStressRating" }

    func prepare(on database: any Database) async throws {
        try await JournalTable.create(StressRatingRecord.schema, timed: true, on: database) {
            $0.field("level", .int, .required).field("note", .string)
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema(StressRatingRecord.schema).delete()
    }
}
