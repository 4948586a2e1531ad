import FluentKit

struct CreateInsulinDose: AsyncMigration {
    var name: String { "008_CreateInsulinDose" }

    func prepare(on database: any Database) async throws {
        try await JournalTable.create("insulin_doses", timed: true, on: database) {
            $0.field("units", .double, .required).field("kind", .string, .required).field("name", .string)
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema("insulin_doses").delete()
    }
}
