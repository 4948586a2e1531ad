/// The kinds an import summary counts: the journal's timestamped kinds (`/api/v1/{kind}`) and the
/// day fields an import can fill in (`flow`, `sleep`, `mood`, `cramps`, `notes` of a day's symptoms; the day's
/// `fertility` signs). Daybook's own export brings the rest of an account too, each counted under its list's
/// name in the export document (`symptoms` whole days, `favourites.meals`, `timelines.runs`, …, and the `settings`).
public enum ImportKind: String, Sendable, Codable, CaseIterable, CodingKeyRepresentable {
    case glucose
    case insulin
    case meals
    case exercise
    case stress
    case spans
    case flow
    case sleep
    case mood
    case cramps
    case notes
    case weight
    case temperature
    case ovulationTests
    case fertility
    case symptoms
    case metrics
    case favouriteMeals = "favourites.meals"
    case favouriteExercise = "favourites.exercise"
    case cyclePauses
    case cycleAnswers
    case timelineScenarios = "timelines.scenarios"
    case timelineRuns = "timelines.runs"
    case reminders
    case notifications
    case shares
    case webhook
    case nightscoutDocuments
    /// The profile's preferences: units, thresholds, what is tracked, the onboarding answers.
    case settings
}
