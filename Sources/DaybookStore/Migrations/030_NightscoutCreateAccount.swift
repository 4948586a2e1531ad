import FluentKit

/// Each user's Nightscout endpoint: a random handle in the URL and the API secret clients send.
struct NightscoutCreateAccount: AsyncMigration {
    var name: String { "030_NightscoutCreateAccount" }

    func prepare(on database: any Database) async throws {
        try await database.schema("nightscout_accounts")
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("handle", .string, .required)
            .field("secret", .string, .required)
            .field("created_at", .datetime)
            .unique(on: "user_id")
            .unique(on: "handle")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("nightscout_accounts").delete()
    }
}
