import FluentKit
import SQLKit

/// Each Nightscout secret's SHA-1 beside it, indexed: a client that knows only the server (no path)
/// is matched to its person by the secret it sends.
struct AddNightscoutSecretDigest: AsyncMigration {
    var name: String { "170_AddNightscoutSecretDigest" }

    func prepare(on database: any Database) async throws {
        try await database.schema("nightscout_accounts").field("secret_digest", .string).update()
        for account in try await NightscoutAccountRecord.query(on: database).all() {
            account.secretDigest = NightscoutAccountRecord.digest(of: account.secret)
            try await account.update(on: database)
        }
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.create(index: "nightscout_accounts_secret_digest").on("nightscout_accounts").column("secret_digest").run()
    }

    func revert(on database: any Database) async throws {
        if let sql = database as? any SQLDatabase { try await sql.drop(index: "nightscout_accounts_secret_digest").run() }
        try await database.schema("nightscout_accounts").deleteField("secret_digest").update()
    }
}
