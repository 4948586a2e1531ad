import FluentKit
import SQLKit

/// When each reading, dose, meal and exercise session was last written, in ms: Nightscout clients
/// (AndroidAPS) ask what changed since their last sync, and a row logged, back-filled or edited in
/// Daybook must be among the answers whatever its own time. Rows from before have none; their own
/// time stands in for it.
struct AddJournalRowModified: AsyncMigration {
    var name: String { "250_AddJournalRowModified" }

    static let tables = ["glucose_readings", "insulin_doses", "meals", "exercise_sessions"]

    func prepare(on database: any Database) async throws {
        for table in Self.tables {
            try await database.schema(table).field("modified", .int64).update()
            guard let sql = database as? any SQLDatabase else { continue }
            try await sql.create(index: "\(table)_user_modified").on(table).column("user_id").column("modified").run()
        }
    }

    func revert(on database: any Database) async throws {
        for table in Self.tables {
            if let sql = database as? any SQLDatabase { try await sql.drop(index: "\(table)_user_modified").run() }
            try await database.schema(table).deleteField("modified").update()
        }
    }
}
