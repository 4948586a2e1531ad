import DaybookCore
import Foundation

/// A person's cycle as of today: the logged flow and pauses with what the cycle engine makes of
/// them. The cycle API, the cycle and home pages, the calendar, the calendar feed and the reminder
/// planner all read it here.
public struct CycleView: Sendable {
    public let flow: [LocalDate: FlowLevel]
    public let pauses: [PauseSpan]
    public let preferences: Preferences
    public let today: LocalDate
    /// "New period or spotting?" as the person answered it, by the bleeding's first day.
    public let answers: [LocalDate: StartAnswer]

    public init(flow: [LocalDate: FlowLevel], pauses: [PauseSpan], preferences: Preferences, today: LocalDate,
                answers: [LocalDate: StartAnswer] = [:]) {
        self.flow = flow
        self.pauses = pauses
        self.preferences = preferences
        self.today = today
        self.answers = answers
    }

    /// Rows dated past the journal's horizon (stored before it was enforced) are left out: a flow day
    /// in 2999 would otherwise turn the averages into hundreds of years.
    static func load(_ person: Person, on db: any Storage, now: Date) async throws -> CycleView {
        let queries = db.cycle(of: person.id)
        let horizon = JournalHorizon(now: now, zone: person.preferences.zone)
        return CycleView(flow: try await queries.flow().filter { horizon.contains($0.key) },
                         pauses: try await queries.pauses().map(\.span).filter { horizon.contains($0.start) },
                         preferences: person.preferences, today: person.day(of: now), answers: try await queries.startAnswers())
    }

    public static func load(_ person: Person, _ context: UseCaseContext) async throws -> CycleView {
        try await load(person, on: context.db, now: context.now())
    }

    /// The period history: logged flow, plus the onboarding period while nothing covers it; bleeding
    /// too soon after a period counts only once the person called it a period.
    public var periods: [Period] {
        PeriodDetector.history(flow: flow, onboardingStart: preferences.initialPeriodStart,
                               onboardingLength: preferences.initialPeriodLength, answers: answers)
    }

    /// Bleeding that waits for "New period or spotting?", oldest first.
    public var uncertainStarts: [UncertainStart] {
        PeriodDetector.uncertainStarts(flow: flow, onboardingStart: preferences.initialPeriodStart,
                                       onboardingLength: preferences.initialPeriodLength, answers: answers)
    }

    public var statistics: CycleStatistics {
        CycleStatistics(periods: periods, pauses: pauses, preferences: preferences, today: today)
    }

    public var prediction: CyclePrediction {
        CyclePrediction(periods: periods, pauses: pauses, today: today, preferences: preferences)
    }

    /// Predictions with their interval, method, backtest grade and deviation alerts.
    public var report: CyclePredictionReport {
        CyclePredictionReport(periods: periods, pauses: pauses, flow: flow, today: today,
                              onboardingCycleLength: preferences.averageCycleLength,
                              onboardingPeriodLength: preferences.initialPeriodLength)
    }

    public var deviations: CycleDeviations {
        DeviationRules.evaluate(periods: periods, flow: flow, pauses: pauses, today: today)
    }
}
