import DaybookCore
import Foundation

/// A person's moods over a period with what they go with: the hours slept and the mean stress of the
/// same days, and the cycle phase each day fell in. One read per table; the counting is the core's.
/// Mood and sleep are `symptoms`; stress and the cycle are read only for a reader who may see them.
public enum MoodView {
    public static func load(_ person: Person, _ range: ClosedRange<LocalDate>, showing categories: Set<ShareCategory> = Set(ShareCategory.allCases),
                            _ context: UseCaseContext) async throws -> MoodInsight {
        let queries = context.db.insights(of: person.id)
        let (moods, sleep) = try await queries.moodLevelsAndSleep(from: range.lowerBound, to: range.upperBound)
        let stress = categories.contains(.stress) ? try await queries.daily(.stressMean, from: range.lowerBound, to: range.upperBound) : nil
        let cycles = !categories.contains(.cycle) ? nil : moods.isEmpty ? [] : try await cycles(person, context)
        return MoodInsight(from: range.lowerBound, to: range.upperBound, days: moods,
                           statistics: MoodStatistics(moods: moods, sleepHours: sleep, stressMeans: stress, cycles: cycles))
    }

    /// The cycles as the cycle lens reads them (periods, pauses, confirmed ovulations).
    static func cycles(_ person: Person, _ context: UseCaseContext) async throws -> [PhasedCycle] {
        let lens = try await CycleLensView.load(person, context)
        return PhasedCycle.history(periods: lens.cycle.periods, ovulations: lens.ovulations, today: lens.cycle.today,
                                   pauses: lens.cycle.pauses)
    }
}
