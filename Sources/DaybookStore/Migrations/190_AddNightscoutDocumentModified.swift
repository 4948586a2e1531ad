import FluentKit
import SQLKit

/// When each Nightscout document was last written, in ms (`srvModified`), indexed: API v3 clients
/// ask for what changed since their last sync. Documents from before have none; their own date
/// stands in for it, as Nightscout does for documents written through API v1.
struct AddNightscoutDocumentModified: AsyncMigration {
    var name: String { "190_AddNightscoutDocumentModified" }

    func prepare(on database: any Database) async throws {
        try await database.schema("nightscout_documents").field("srv_modified", .int64).update()
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.create(index: "nightscout_documents_user_collection_modified").on("nightscout_documents")
            .column("user_id").column("collection").column("srv_modified").run()
    }

    func revert(on database: any Database) async throws {
        if let sql = database as? any SQLDatabase { try await sql.drop(index: "nightscout_documents_user_collection_modified").run() }
        try await database.schema("nightscout_documents").deleteField("srv_modified").update()
    }
}
