import DaybookStore
import FluentKit
import Testing

/// Migrations run in the order of their numbers, and the names databases have stored stay as they are.
@Suite struct MigrationOrderTests {
    /// What existing databases have in their `_fluent_migrations` table: renaming one would run it again.
    static let storedNames = [
        "001_CreateUser", "002_CreateAPIToken", "003_CreateLoginFailure", "004_CreateSymptoms", "005_CreateDailyMetrics",
        "006_CreateStressRating", "007_CreateGlucoseReading", "008_CreateInsulinDose", "009_CreateMeal",
        "010_CreateExerciseSession", "011_CreateSpan", "012_CreateFavourites", "013_CreateCyclePause",
        "014_CreateCalendarFeed", "015_CreateTimelineScenario", "016_CreateTimelineRun", "017_CreateNotification",
        "020_CreateReminder", "021_CreateWebhook", "030_NightscoutCreateAccount", "031_NightscoutCreateDocument",
        "040_CreateShare", "050_CreateImportKey", "060_CreatePasscode", "080_CreateSymptomsFlowIndex",
        "081_IndexEntriesByDayAndTime", "090_CreateThrottleEvent", "091_DropLoginFailure", "100_AddTimelineRunLease",
    ]

    @Test func migrationsAreRegisteredInTheirNumbersOrder() {
        let numbers = DaybookMigrations.all.map { Int($0.name.prefix { $0.isNumber }) ?? -1 }
        #expect(!numbers.contains(-1), "every name begins with its number")
        #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $0 < $1 }, "\(numbers)")
    }

    @Test func storedNamesAreUnchanged() {
        let names = DaybookMigrations.all.map(\.name)
        // New migrations are added after the recorded ones; the recorded ones keep their names.
        #expect(Array(names.prefix(Self.storedNames.count)) == Self.storedNames)
    }
}
