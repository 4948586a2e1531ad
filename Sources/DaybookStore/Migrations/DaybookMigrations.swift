import FluentKit

/// Every migration, in the order of its number. One file per change, never edited once landed: a
/// migration names its tables and columns itself, not through the models, so a later model change
/// cannot rewrite what an existing database already ran. Each one's `name` is what databases store
/// in `_fluent_migrations`; renaming it would run the migration again on every existing database.
public enum DaybookMigrations {
    public static var all: [any Migration] {
        [
            CreateUser(),
            CreateAPIToken(),
            CreateLoginFailure(),
            CreateSymptoms(),
            CreateDailyMetrics(),
            CreateStressRating(),
            CreateGlucoseReading(),
            CreateInsulinDose(),
            CreateMeal(),
            CreateExerciseSession(),
            CreateSpan(),
            CreateFavourites(),
            CreateCyclePause(),
            CreateCalendarFeed(),
            CreateTimelineScenario(),
            CreateTimelineRun(),
            CreateNotification(),
            CreateReminder(),
            CreateWebhook(),
            NightscoutCreateAccount(),
            NightscoutCreateDocument(),
            CreateShare(),
            CreateImportKey(),
            CreatePasscode(),
            CreateSymptomsFlowIndex(),
            IndexEntriesByDayAndTime(),
            CreateThrottleEvent(),
            DropLoginFailure(),
            AddTimelineRunLease(),
        ]
    }
}
