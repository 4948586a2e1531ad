import FluentKit
import SQLKit

/// Nightscout documents as clients sent them (entries, treatments, devicestatus, profile), with
/// the journal rows each one produced.
struct NightscoutCreateDocument: AsyncMigration {
    var name: String { "031_NightscoutCreateDocument" }

    func prepare(on database: any Database) async throws {
        try await database.schema("nightscout_documents")
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("collection", .string, .required)
            .field("ns_id", .string, .required)
            .field("time", .datetime, .required)
            .field("kind", .string, .required)
            .field("identifier", .string)
            .field("json", .string, .required)
            .field("glucose_id", .uuid)
            .field("insulin_id", .uuid)
            .field("meal_id", .uuid)
            .field("exercise_id", .uuid)
            .unique(on: "user_id", "ns_id")
            .create()
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.create(index: "nightscout_documents_user_collection_time").on("nightscout_documents")
            .column("user_id").column("collection").column("time").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("nightscout_documents").delete()
    }
}
