import FluentKit

struct CreateImportKey: AsyncMigration {
    var name: String { "050_CreateImportKey" }

    func prepare(on database: any Database) async throws {
        try await database.schema(ImportKeyRecord.schema)
            .id()
            .field("user_id", .uuid, .required, .references(UserRecord.schema, .id, onDelete: .cascade))
            .field("key", .string, .required)
            .unique(on: "user_id", "key")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(ImportKeyRecord.schema).delete()
    }
}
