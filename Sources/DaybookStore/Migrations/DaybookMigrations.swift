import FluentKit

/// Every migration, in the order of the numbers that begin their names. One file per change, never
/// edited once landed; each names its tables and columns literally, so a later change of a model
/// cannot rewrite what an old migration did. The stored names (`name`) never change: existing
/// databases are upgraded by them.
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
            AddShareInvitation(),
            CreateWebSession(),
            CreateTwoFactor(),
            CreateStartAnswer(),
            CreateBodySigns(),
            AddBodyUnits(),
            AddNightscoutSecretDigest(),
            CreateNightscoutToken(),
            AddNightscoutDocumentModified(),
            AddUserRevision(),
            AddUserSessionEpoch(),
            IndexNightscoutHandleFolded(),
            CreateIdempotencyKey(),
            CreateEndedShare(),
            AddJournalRowModified(),
        ]
    }
}
