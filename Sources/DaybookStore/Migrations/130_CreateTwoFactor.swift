import FluentKit

/// Two-factor log-in: the sealed TOTP secret per person, and their one-time recovery codes (hashed).
struct CreateTwoFactor: AsyncMigration {
    var name: String { "130_CreateTwoFactor" }

    func prepare(on database: any Database) async throws {
        try await database.schema("two_factor")
            .id()
            .field("user_id", .uuid, .required, .references("users", .id, onDelete: .cascade))
            .field("sealed_secret", .string, .required)
            .field("enabled_at", .datetime)
            .field("last_used_step", .int64, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "user_id")
            .create()
        try await database.schema("recovery_codes")
            .id()
            .field("user_id", .uuid, .required, .references("users", .id, onDelete: .cascade))
            .field("digest", .string, .required)
            .field("used_at", .datetime)
            .unique(on: "user_id", "digest")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("recovery_codes").delete()
        try await database.schema("two_factor").delete()
    }
}
