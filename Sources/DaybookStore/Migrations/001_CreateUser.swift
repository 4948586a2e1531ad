import FluentKit

struct CreateUser: AsyncMigration {
    var name: String { "001_CreateUser" }

    func prepare(on database: any Database) async throws {
        try await database.schema("users")
            .id()
            .field("email", .string, .required)
            .field("password_hash", .string, .required)
            .field("display_name", .string, .required)
            .field("time_zone", .string, .required)
            .field("language", .string, .required)
            .field("glucose_unit", .string, .required)
            .field("hypo_threshold", .double, .required)
            .field("hyper_threshold", .double, .required)
            .field("tracking", .json, .required)
            .field("initial_period_start", .string)
            .field("initial_period_length", .int)
            .field("average_cycle_length", .int)
            .field("created_at", .datetime)
            .field("updated_at", .datetime)
            .unique(on: "email")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("users").delete()
    }
}
