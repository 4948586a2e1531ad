import FluentKit
import SQLKit

/// A grant its owner revoked, remembered so that its follower reads that sharing stopped instead of a
/// bare "not found". One row per owner and follower (the latest end); it carries no categories and no
/// data, and goes with either account.
struct CreateEndedShare: AsyncMigration {
    var name: String { "240_CreateEndedShare" }

    func prepare(on database: any Database) async throws {
        try await database.schema("ended_shares")
            .id()
            .field("owner_id", .uuid, .required, .references("users", .id, onDelete: .cascade))
            .field("grantee_id", .uuid, .required, .references("users", .id, onDelete: .cascade))
            .field("ended_at", .datetime, .required)
            .unique(on: "owner_id", "grantee_id")
            .create()
        guard let sql = database as? any SQLDatabase else { return }
        // The follower's lookups go by their own id.
        try await sql.create(index: "ended_shares_grantee").on("ended_shares").column("grantee_id").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("ended_shares").delete()
    }
}
