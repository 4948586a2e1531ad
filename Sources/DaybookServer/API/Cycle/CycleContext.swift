import DaybookCore
import DaybookStore
import Foundation
import Vapor

/// Everything the cycle engine needs about one user, read in two queries: every logged flow and
/// the pauses, plus the onboarding values of the profile.
struct CycleContext {
    let flow: [LocalDate: FlowLevel]
    let pauses: [PauseSpan]
    let preferences: Preferences
    let today: LocalDate

    static func load(_ req: Request, user: CurrentUser) async throws -> CycleContext {
        let queries = CycleQueries(req.db, userID: user.id)
        let preferences = user.record.preferences
        return CycleContext(
            flow: try await queries.flow(),
            pauses: try await queries.pauses().compactMap(\.pause),
            preferences: preferences,
            today: LocalDate(req.clock.now(), in: preferences.zone))
    }

    /// The period history: logged flow, plus the onboarding period while nothing covers it.
    var periods: [Period] {
        PeriodDetector.history(flow: flow, onboardingStart: preferences.initialPeriodStart,
                               onboardingLength: preferences.initialPeriodLength)
    }

    var statistics: CycleStatistics {
        CycleStatistics(periods: periods, pauses: pauses, preferences: preferences)
    }

    var prediction: CyclePrediction {
        CyclePrediction(periods: periods, pauses: pauses, today: today, preferences: preferences)
    }

    /// Predictions with their interval, method, backtest grade and deviation alerts.
    var report: CyclePredictionReport {
        CyclePredictionReport(periods: periods, pauses: pauses, flow: flow, today: today,
                              onboardingCycleLength: preferences.averageCycleLength,
                              onboardingPeriodLength: preferences.initialPeriodLength)
    }

    var deviations: CycleDeviations {
        DeviationRules.evaluate(periods: periods, flow: flow, pauses: pauses, today: today)
    }
}
