import FluentKit

struct CreateSymptoms: AsyncMigration {
    var name: String { "004_CreateSymptoms" }

    func prepare(on database: any Database) async throws {
        try await JournalTable.create("symptoms", timed: false, uniquePerDay: true, on: database) {
            $0.field("flow", .string).field("mood", .string).field("sleep", .double).field("cramps", .string)
                .field("exercise", .json, .required).field("notes", .string).field("updated_at", .datetime)
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema("symptoms").delete()
    }
}
