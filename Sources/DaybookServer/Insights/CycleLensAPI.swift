import DaybookApp
import DaybookCore
import Vapor

/// `GET /api/v1/insights/cycle-phases?measure=…`: one measure through the lens of the cycle — its
/// mean by cycle day and by phase (menstrual, follicular, ovulatory, luteal; luteal from a confirmed
/// ovulation where there is one), whether the phases differ (Kruskal–Wallis, p from rotating each
/// cycle's phases), and the plain sentence. A reader needs the cycle and the measure's category.
enum CycleLensAPI {
    struct Phase: Content {
        var phase: CyclePhase
        var mean: Double
        var days: Int
        var cycles: Int
        var standardDeviation: Double?
        var enoughDays: Bool
    }

    struct Day: Content {
        var day: Int
        var mean: Double
        var days: Int
    }

    struct Test: Content {
        var h: Double
        var degreesOfFreedom: Int
        var pValue: Double
        var permutations: Int
    }

    struct Difference: Content {
        var higher: CyclePhase
        var lower: CyclePhase
        var amount: Double
    }

    struct Minimums: Content {
        var completedCycles = CyclePhaseLens.minimumCompletedCycles
        var daysPerPhase = CyclePhaseLens.minimumDaysPerPhase
        var phasesCompared = CyclePhaseLens.minimumPhasesCompared
    }

    struct Output: Content {
        var measure: CycleLensMeasure
        var unit: String
        var status: CyclePhaseLens.Status
        var cycles: Int
        var completedCycles: Int
        var confirmedOvulations: Int
        var estimatedOvulations: Int
        var byPhase: [Phase]
        var byCycleDay: [Day]
        var test: Test?
        var difference: Difference?
        var sentence: String
        var minimums = Minimums()
    }

    @Sendable static func show(req: Request) async throws -> Output {
        guard let name = req.query[String.self, at: "measure"], let measure = CycleLensMeasure(rawValue: name) else {
            throw APIError.invalid("measure", .oneOf, ["choices": CycleLensMeasure.allCases.map(\.rawValue).joined(separator: ", ")])
        }
        let reader = try await req.dataReader()
        guard reader.sees(.cycle), reader.sees(measure.category) else { throw APIError.notFound() }
        let lens = try await CycleLensView.load(reader.owner.person, req.useCases).lens(measure, req.useCases)
        let words = CycleLensWords(try req.currentUser().account.preferences.language, preferences: reader.owner.account.preferences)
        return output(lens, measure: measure, words: words)
    }

    static func output(_ lens: CyclePhaseLens, measure: CycleLensMeasure, words: CycleLensWords) -> Output {
        let shown = words.converter(measure)
        return Output(
            measure: measure, unit: words.unit(measure), status: lens.status, cycles: lens.cyclesUsed,
            completedCycles: lens.completedCycles, confirmedOvulations: lens.confirmedOvulations,
            estimatedOvulations: lens.estimatedOvulations,
            byPhase: lens.byPhase.map { Phase(phase: $0.phase, mean: shown($0.mean), days: $0.days, cycles: $0.cycles,
                                              standardDeviation: $0.standardDeviation.map(shown), enoughDays: $0.hasEnoughDays) },
            byCycleDay: lens.byCycleDay.map { Day(day: $0.day, mean: shown($0.mean), days: $0.days) },
            test: lens.test.map { Test(h: $0.h, degreesOfFreedom: $0.degreesOfFreedom, pValue: $0.pValue, permutations: $0.permutations) },
            difference: lens.biggestDifference.map { Difference(higher: $0.higher, lower: $0.lower, amount: shown($0.amount)) },
            sentence: words.sentence(lens, measure: measure))
    }
}
