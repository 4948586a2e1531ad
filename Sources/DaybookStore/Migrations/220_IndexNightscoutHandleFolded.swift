import FluentKit
import SQLKit

/// AndroidAPS lowercases the whole address it was given, the person's handle in it too, so an
/// endpoint is also found by its handle in lower case: an index on `lower(handle)` keeps that
/// lookup as quick as the exact one (SQLite and PostgreSQL both index the expression).
struct IndexNightscoutHandleFolded: AsyncMigration {
    var name: String { "220_IndexNightscoutHandleFolded" }

    static let index = "nightscout_accounts_handle_folded"

    func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.raw("CREATE INDEX \(ident: Self.index) ON \(ident: NightscoutAccountRecord.schema) (lower(handle))").run()
    }

    func revert(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.drop(index: Self.index).run()
    }
}
