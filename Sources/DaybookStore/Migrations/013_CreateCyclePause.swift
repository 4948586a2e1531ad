import FluentKit

struct CreateCyclePause: AsyncMigration {
    var name: String { "013_CreateCyclePause" }

    func prepare(on database: any Database) async throws {
        try await database.schema("cycle_pauses")
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("kind", .string, .required)
            .field("start", .string, .required)
            .field("end", .string)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("cycle_pauses").delete()
    }
}
