import FluentKit

struct CreateGlucoseReading: AsyncMigration {
    var name: String { "007_CreateGlucoseReading" }

    func prepare(on database: any Database) async throws {
        try await JournalTable.create("glucose_readings", timed: true, on: database) {
            $0.field("mg_per_dl", .double, .required).field("source", .string, .required)
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema("glucose_readings").delete()
    }
}
