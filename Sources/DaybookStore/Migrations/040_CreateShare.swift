import FluentKit
import SQLKit

/// Read-only grants of an owner's categories to another person, named by email so an invitation
/// can wait for an account that does not exist yet.
struct CreateShare: AsyncMigration {
    var name: String { "040_CreateShare" }

    func prepare(on database: any Database) async throws {
        try await database.schema("shares")
            .id()
            .field("owner_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("email", .string, .required)
            .field("categories", .string, .required)
            .field("created_at", .datetime, .required)
            .field("last_used_at", .datetime)
            .unique(on: "owner_id", "email")
            .create()
        guard let sql = database as? any SQLDatabase else { return }
        // The grantee's lookups go by email.
        try await sql.create(index: "shares_email").on("shares").column("email").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("shares").delete()
    }
}
