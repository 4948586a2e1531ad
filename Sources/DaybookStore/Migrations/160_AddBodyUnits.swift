import FluentKit
import FluentSQL

/// The units a person sees weights and temperatures in; everyone so far sees kg and °C.
struct AddBodyUnits: AsyncMigration {
    var name: String { "160_AddBodyUnits" }

    // One column per ALTER TABLE: SQLite adds only one at a time.
    func prepare(on database: any Database) async throws {
        try await database.schema("users").field("weight_unit", .string, .required, .sql(.default("kg"))).update()
        try await database.schema("users").field("temperature_unit", .string, .required, .sql(.default("C"))).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("users").deleteField("temperature_unit").update()
        try await database.schema("users").deleteField("weight_unit").update()
    }
}
