/// What the cycle lens can look at, each one value per day.
public enum CycleLensMeasure: String, Sendable, Codable, CaseIterable {
    /// The day's mean stress rating (1–10).
    case stress
    /// The day's mood on a 1–5 scale (`MoodLevel.score`).
    case mood
    /// Hours slept, as logged with the day.
    case sleep
    case activity, work, diet
    /// The day's mean glucose in mg/dL (shown in the person's unit).
    case glucose
    /// Percent of the day's readings in the target range.
    case timeInRange
    /// Units of insulin over the day.
    case insulin

    /// The category a reader needs to see it: the phases come from the cycle, which is needed too.
    public var category: ShareCategory {
        switch self {
        case .stress, .activity, .work, .diet: .stress
        case .mood, .sleep: .symptoms
        case .glucose, .timeInRange, .insulin: .diabetes
        }
    }
}
