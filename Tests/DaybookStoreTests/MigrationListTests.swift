import DaybookStore
import FluentKit
import SQLKit
import Testing

/// A database remembers which migrations it ran by their names: a renamed migration runs again on
/// every existing database, and one registered out of order runs before what it builds on.
@Suite struct MigrationListTests {
    /// The names existing databases hold in `_fluent_migrations`, in order. Append, never edit.
    static let recorded = [
        "001_CreateUser",
        "002_CreateAPIToken",
        "003_CreateLoginFailure",
        "004_CreateSymptoms",
        "005_CreateDailyMetrics",
        "006_CreateStressRating",
        "007_CreateGlucoseReading",
        "008_CreateInsulinDose",
        "009_CreateMeal",
        "010_CreateExerciseSession",
        "011_CreateSpan",
        "012_CreateFavourites",
        "013_CreateCyclePause",
        "014_CreateCalendarFeed",
        "015_CreateTimelineScenario",
        "016_CreateTimelineRun",
        "017_CreateNotification",
        "020_CreateReminder",
        "021_CreateWebhook",
        "030_NightscoutCreateAccount",
        "031_NightscoutCreateDocument",
        "040_CreateShare",
        "050_CreateImportKey",
        "060_CreatePasscode",
        "080_CreateSymptomsFlowIndex",
        "081_IndexEntriesByDayAndTime",
        "090_CreateThrottleEvent",
        "091_DropLoginFailure",
        "100_AddTimelineRunLease",
        "110_AddShareInvitation",
        "120_CreateWebSession",
        "130_CreateTwoFactor",
        "140_CreateStartAnswer",
        "150_CreateBodySigns", "160_AddBodyUnits", "170_AddNightscoutSecretDigest", "180_CreateNightscoutToken",
        "190_AddNightscoutDocumentModified", "200_AddUserRevision", "210_AddUserSessionEpoch",
        "220_IndexNightscoutHandleFolded", "230_CreateIdempotencyKey", "240_CreateEndedShare", "250_AddJournalRowModified",
    ]

    @Test func migrationsKeepTheNamesDatabasesStored() {
        #expect(DaybookMigrations.all.map(\.name) == Self.recorded)
    }

    @Test func migrationsAreRegisteredInStrictlyIncreasingNumericOrder() throws {
        let numbers = try DaybookMigrations.all.map { migration in
            let digits = migration.name.prefix { $0.isNumber }
            return try #require(Int(digits), "\(migration.name) does not start with its number")
        }
        #expect(numbers == numbers.sorted())
        #expect(Set(numbers).count == numbers.count, "two migrations share a number")
    }

    /// What a migrated database actually stored (the numbers are zero-padded, so sorting the
    /// names sorts them by number).
    @Test func aMigratedDatabaseStoresTheRecordedNames() async throws {
        try await TestDatabase.with { db in
            let sql = try #require(db as? any SQLDatabase)
            struct Row: Decodable { var name: String }
            let rows = try await sql.select().column("name").from("_fluent_migrations").all(decoding: Row.self)
            #expect(rows.map(\.name).sorted() == Self.recorded)
        }
    }
}
