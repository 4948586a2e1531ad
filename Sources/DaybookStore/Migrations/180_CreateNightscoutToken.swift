import FluentKit

/// Nightscout access tokens with roles (follower, uploader, admin): what API v3 clients exchange for
/// a JWT, and what v1 takes as `?token=`. Only the token's digest is kept; it is unique, so a token
/// alone finds its person at the server's root.
struct CreateNightscoutToken: AsyncMigration {
    var name: String { "180_CreateNightscoutToken" }

    func prepare(on database: any Database) async throws {
        try await database.schema("nightscout_tokens")
            .id()
            .field("user_id", .uuid, .required, .references("users", .id, onDelete: .cascade))
            .field("name", .string, .required)
            .field("role", .string, .required)
            .field("token_digest", .string, .required)
            .field("created_at", .datetime)
            .field("last_used_at", .datetime)
            .unique(on: "token_digest")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("nightscout_tokens").delete()
    }
}
