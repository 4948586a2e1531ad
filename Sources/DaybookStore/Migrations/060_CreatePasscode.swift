import FluentKit

struct CreatePasscode: AsyncMigration {
    var name: String { "060_CreatePasscode" }

    func prepare(on database: any Database) async throws {
        try await database.schema("passcodes")
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("passcode_hash", .string, .required)
            .field("idle_minutes", .int, .required)
            .unique(on: "user_id")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("passcodes").delete()
    }
}
