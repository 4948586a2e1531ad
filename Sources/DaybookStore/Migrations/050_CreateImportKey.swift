import FluentKit

struct CreateImportKey: AsyncMigration {
    var name: String { "050_CreateImportKey" }

    func prepare(on database: any Database) async throws {
        try await database.schema("import_keys")
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("key", .string, .required)
            .unique(on: "user_id", "key")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("import_keys").delete()
    }
}
