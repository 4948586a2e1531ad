import FluentKit
import SQLKit

/// Each account's revision, counted up by every committed write of its data, so that answers of heavy
/// reads can be kept until the next write, on every instance sharing the database.
struct AddUserRevision: AsyncMigration {
    var name: String { "200_AddUserRevision" }

    func prepare(on database: any Database) async throws {
        try await database.schema(UserRecord.schema).field("revision", .int64, .sql(.default(0))).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(UserRecord.schema).deleteField("revision").update()
    }
}
