import FluentKit
import SQLKit

struct CreateLoginFailure: AsyncMigration {
    var name: String { "003_CreateLoginFailure" }

    func prepare(on database: any Database) async throws {
        try await database.schema("login_failures")
            .id()
            .field("subject", .string, .required)
            .field("failed_at", .datetime, .required)
            .create()
        if let sql = database as? any SQLDatabase {
            try await sql.create(index: "login_failures_subject_time")
                .on("login_failures").column("subject").column("failed_at").run()
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema("login_failures").delete()
    }
}
