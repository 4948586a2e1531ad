import DaybookCore
import Foundation

/// A person's measures through the lens of their cycles: the last year of daily values, the periods
/// and pauses, and the ovulations the sympto-thermal rules confirmed. Loaded once, read per measure.
public struct CycleLensView: Sendable {
    /// About a year of cycles: enough to compare phases, few enough to reflect the person now.
    static let daysRead = 400

    let person: Person
    let cycle: CycleView
    let ovulations: [LocalDate]

    public static func load(_ person: Person, _ context: UseCaseContext) async throws -> CycleLensView {
        let fertility = try await FertilityView.load(person, around: person.day(of: context.now()), context)
        let from = fertility.cycle.today.adding(days: -daysRead)
        let ovulations = EvaluatedCycle.all(periods: fertility.cycle.periods, signs: fertility.signs)
            .filter { $0.start >= from }.compactMap { $0.result?.ovulationDay }
        return CycleLensView(person: person, cycle: fertility.cycle, ovulations: ovulations)
    }

    public func lens(_ measure: CycleLensMeasure, _ context: UseCaseContext,
                     permutations: Int = CyclePhaseLens.defaultPermutations, stopAfterHits: Int? = nil) async throws -> CyclePhaseLens {
        try await lenses([measure], context, permutations: permutations, stopAfterHits: stopAfterHits)[0].lens
    }

    /// Several measures at once; measures read from the same rows (mood and sleep, glucose and time
    /// in range) share one query.
    public func lenses(_ measures: [CycleLensMeasure], _ context: UseCaseContext, permutations: Int = CyclePhaseLens.defaultPermutations,
                       stopAfterHits: Int? = nil) async throws -> [(measure: CycleLensMeasure, lens: CyclePhaseLens)] {
        let from = cycle.today.adding(days: -Self.daysRead), to = cycle.today
        let queries = context.db.insights(of: person.id)
        var shared: [CycleLensMeasure: [DatedValue]] = [:]
        if measures.contains(.mood) || measures.contains(.sleep) {
            let days = try await queries.moodAndSleep(from: from, to: to)
            (shared[.mood], shared[.sleep]) = (days.mood, days.sleep)
        }
        if measures.contains(.glucose) || measures.contains(.timeInRange) {
            let range = person.preferences.hypoThresholdMgPerDL...person.preferences.hyperThresholdMgPerDL
            let days = try await queries.dailyGlucose(within: range, from: from, to: to)
            (shared[.glucose], shared[.timeInRange]) = (days.mean, days.percentWithin)
        }
        var result: [(measure: CycleLensMeasure, lens: CyclePhaseLens)] = []
        for measure in measures {
            var values = shared[measure] ?? []
            if shared[measure] == nil { values = try await Self.daily(measure, queries: queries, from: from, to: to) }
            result.append((measure, CyclePhaseLens(periods: cycle.periods, ovulations: ovulations, values: values, today: cycle.today,
                                                   pauses: cycle.pauses, permutations: permutations, stopAfterHits: stopAfterHits)))
        }
        return result
    }

    /// The measures that need a query of their own.
    static func daily(_ measure: CycleLensMeasure, queries: any InsightRows, from: LocalDate, to: LocalDate) async throws -> [DatedValue] {
        switch measure {
        case .stress: try await queries.daily(.stressMean, from: from, to: to)
        case .insulin: try await queries.daily(.insulinSum, from: from, to: to)
        case .activity, .work, .diet: try await queries.metrics(from: from, to: to)[InsightMetric(rawValue: measure.rawValue) ?? .activity] ?? []
        case .mood, .sleep, .glucose, .timeInRange: []  // read in pairs by `lenses`
        }
    }
}
