import FluentKit

/// Answers to "New period or spotting?", one per day and person.
struct CreateStartAnswer: AsyncMigration {
    var name: String { "140_CreateStartAnswer" }

    func prepare(on database: any Database) async throws {
        try await database.schema("cycle_start_answers")
            .id()
            .field("user_id", .uuid, .required, .references("users", .id, onDelete: .cascade))
            .field("date", .string, .required)
            .field("answer", .string, .required)
            .field("answered_at", .datetime, .required)
            .unique(on: "user_id", "date")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("cycle_start_answers").delete()
    }
}
