import FluentKit

struct CreateSpan: AsyncMigration {
    var name: String { "011_CreateSpan" }

    func prepare(on database: any Database) async throws {
        try await JournalTable.create("spans", timed: true, on: database) {
            $0.field("end", .datetime).field("kind", .string, .required).field("note", .string)
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema("spans").delete()
    }
}
