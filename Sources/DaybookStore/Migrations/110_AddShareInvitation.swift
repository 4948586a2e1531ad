import FluentKit
import SQLKit

/// Shares become invitations accepted with a one-time code, and then belong to the accepting
/// account. A grant whose address has an account already is taken as accepted by it (that is whom
/// it served until now); one still waiting for a sign-up waits for its owner to hand over a code.
struct AddShareInvitation: AsyncMigration {
    var name: String { "110_AddShareInvitation" }

    // One column per ALTER TABLE: SQLite adds only one at a time.
    func prepare(on database: any Database) async throws {
        try await database.schema("shares").field("grantee_id", .uuid).update()
        try await database.schema("shares").field("accepted_at", .datetime).update()
        try await database.schema("shares").field("invitation_digest", .string).update()
        try await database.schema("shares").field("invitation_expires_at", .datetime).update()
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.raw("""
            UPDATE shares SET grantee_id = (SELECT users.id FROM users WHERE lower(users.email) = shares.email),
                              accepted_at = created_at
            WHERE EXISTS (SELECT 1 FROM users WHERE lower(users.email) = shares.email)
            """).run()
        try await sql.create(index: "shares_grantee").on("shares").column("grantee_id").run()
        try await sql.create(index: "shares_invitation").on("shares").column("invitation_digest").run()
    }

    func revert(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.drop(index: "shares_invitation").run()
        try await sql.drop(index: "shares_grantee").run()
        for column in ["invitation_expires_at", "invitation_digest", "accepted_at", "grantee_id"] {
            try await database.schema("shares").deleteField(.string(column)).update()
        }
    }
}
