import FluentKit

/// Weight, basal body temperature, ovulation tests and the fertility signs of a day.
struct CreateBodySigns: AsyncMigration {
    var name: String { "150_CreateBodySigns" }

    func prepare(on database: any Database) async throws {
        try await JournalTable.create("weights", timed: true, on: database) {
            $0.field("kilograms", .double, .required)
        }
        try await JournalTable.create("body_temperatures", timed: true, on: database) {
            $0.field("celsius", .double, .required).field("excluded", .bool, .required)
        }
        try await JournalTable.create("ovulation_tests", timed: true, on: database) {
            $0.field("result", .string, .required)
        }
        try await JournalTable.create("fertility_signs", timed: false, uniquePerDay: true, on: database) {
            $0.field("mucus_feeling", .string).field("mucus_texture", .string).field("updated_at", .datetime)
        }
    }

    func revert(on database: any Database) async throws {
        for table in ["fertility_signs", "ovulation_tests", "body_temperatures", "weights"] {
            try await database.schema(table).delete()
        }
    }
}
