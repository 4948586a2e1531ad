import FluentKit
import SQLKit

/// The shape every journal table shares: its owner (deleted with the account), its day and,
/// for timestamped entries, its instant; indexed the way the journal reads them. Part of the landed
/// migrations 004–011, so never edited: they would make other tables on a new database than they
/// made on the existing ones.
enum JournalTable {
    static func create(
        _ schema: String, timed: Bool, uniquePerDay: Bool = false, on database: any Database,
        fields: (SchemaBuilder) -> SchemaBuilder
    ) async throws {
        var builder = database.schema(schema)
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("date", .string, .required)
        if timed { builder = builder.field("time", .datetime, .required) }
        builder = fields(builder)
        if uniquePerDay { builder = builder.unique(on: "user_id", "date") }
        try await builder.create()
        guard let sql = database as? any SQLDatabase else { return }
        if !uniquePerDay {
            try await sql.create(index: "\(schema)_user_date").on(schema).column("user_id").column("date").run()
        }
        if timed {
            try await sql.create(index: "\(schema)_user_time").on(schema).column("user_id").column("time").run()
        }
    }
}
