import DaybookCore
import Foundation

/// What one imported record becomes: a core journal value, or one field of a day's symptoms or fertility signs.
/// Day fields are separate cases (not whole `Symptoms`) because an import fills in only what it
/// knows about a day and must not blank the rest of what the user logged.
public enum ImportValue: Sendable, Equatable {
    case glucose(GlucoseReading)
    case insulin(InsulinDose)
    case meal(Meal)
    case exercise(ExerciseSession)
    case stress(StressRating)
    case span(Span)
    case flow(LocalDate, FlowLevel)
    /// Hours slept, on the day the sleep ended (the morning it is remembered by).
    case sleep(LocalDate, hours: Double)
    case mood(LocalDate, MoodLevel)
    /// The day's cramps; like the other day fields it fills in only a day without them.
    case cramps(LocalDate, CrampLevel)
    /// Words for a day's notes (what another app kept beside the mood); fills only empty notes.
    case note(LocalDate, String)
    case weight(Weight)
    case temperature(BodyTemperature)
    case ovulationTest(OvulationTest)
    /// The day's cervical mucus; like the other day fields it fills in only a day without one.
    case mucus(LocalDate, Mucus)

    /// The name this value is counted under in summaries (the API's kind names, and the symptom fields).
    public var kind: ImportKind {
        switch self {
        case .glucose: .glucose
        case .insulin: .insulin
        case .meal: .meals
        case .exercise: .exercise
        case .stress: .stress
        case .span: .spans
        case .flow: .flow
        case .sleep: .sleep
        case .mood: .mood
        case .cramps: .cramps
        case .note: .notes
        case .weight: .weight
        case .temperature: .temperature
        case .ovulationTest: .ovulationTests
        case .mucus: .fertility
        }
    }
}
