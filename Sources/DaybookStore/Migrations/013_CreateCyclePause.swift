import FluentKit

struct CreateCyclePause: AsyncMigration {
    var name: String { "013_CreateCyclePause" }

    func prepare(on database: any Database) async throws {
        try await database.schema(CyclePauseRecord.schema)
            .id()
            .field("user_id", .uuid, .required, .references(UserRecord.schema, .id, onDelete: .cascade))
            .field("kind", .string, .required)
            .field("start", .string, .required)
            .field("end", .string)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(CyclePauseRecord.schema).delete()
    }
}
