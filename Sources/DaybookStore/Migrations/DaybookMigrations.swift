import FluentKit

/// Every migration, in order. One file per change, never edited once landed.
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
            CreatePasscode(),
            NightscoutCreateAccount(),
            NightscoutCreateDocument(),
            CreateImportKey(),
            CreateReminder(),
            CreateWebhook(),
            CreateShare(),
            AddTimelineRunLease(),
            CreateThrottleEvent(),
            DropLoginFailure(),
            CreateSymptomsFlowIndex(),
            IndexEntriesByDayAndTime(),
        ]
    }
}
