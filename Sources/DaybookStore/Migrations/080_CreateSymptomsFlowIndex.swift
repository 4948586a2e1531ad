import FluentKit
import SQLKit

/// The cycle engine reads every flow day of a user on each calendar and cycle request; with this index
/// that read touches only the flow days (a few hundred in ten years) and never the table itself.
struct CreateSymptomsFlowIndex: AsyncMigration {
    var name: String { "080_CreateSymptomsFlowIndex" }

    func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.create(index: "symptoms_user_flow").on("symptoms")
            .column("user_id").column("flow").column("date").run()
    }

    func revert(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.drop(index: "symptoms_user_flow").run()
    }
}
