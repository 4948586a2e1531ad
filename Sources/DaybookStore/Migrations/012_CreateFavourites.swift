import FluentKit

struct CreateFavourites: AsyncMigration {
    var name: String { "012_CreateFavourites" }

    func prepare(on database: any Database) async throws {
        let owner = DatabaseSchema.FieldConstraint.references("users", "id", onDelete: .cascade)
        try await database.schema("favourite_meals")
            .id()
            .field("user_id", .uuid, .required, owner)
            .field("name", .string, .required)
            .field("carbs", .double, .required).field("protein", .double, .required).field("fat", .double, .required)
            .create()
        try await database.schema("favourite_exercises")
            .id()
            .field("user_id", .uuid, .required, owner)
            .field("name", .string, .required)
            .field("minutes", .double, .required).field("intensity", .string, .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("favourite_exercises").delete()
        try await database.schema("favourite_meals").delete()
    }
}
