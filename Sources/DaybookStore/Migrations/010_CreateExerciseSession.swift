import FluentKit

struct CreateExerciseSession: AsyncMigration {
    var name: String { "010_CreateExerciseSession" }

    func prepare(on database: any Database) async throws {
        try await JournalTable.create("exercise_sessions", timed: true, on: database) {
            $0.field("name", .string, .required).field("minutes", .double, .required).field("intensity", .string, .required)
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema("exercise_sessions").delete()
    }
}
