import FluentKit
import SQLKit

/// Each account's session epoch, part of every web session's id: counting it up ends the sessions signed
/// in before (turning two-factor log-in on does, so whoever was signed in with the password alone is out).
struct AddUserSessionEpoch: AsyncMigration {
    var name: String { "210_AddUserSessionEpoch" }

    func prepare(on database: any Database) async throws {
        try await database.schema(UserRecord.schema).field("session_epoch", .int64, .sql(.default(0))).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(UserRecord.schema).deleteField("session_epoch").update()
    }
}
