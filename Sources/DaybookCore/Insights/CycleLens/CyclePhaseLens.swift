/// The cycle as a lens on one daily measure (stress, mood, sleep hours, glucose mean, time in range,
/// insulin units …): its average by cycle day and by phase, whether the phases really differ, and
/// the widest gap between two of them.
///
/// The caller gives one value per day (a day's values already averaged or summed, as the measure
/// needs); several values for one day keep the last, values that are not finite are dropped. Days
/// outside the lens's cycles (see `PhasedCycle.history`) are not used. The current cycle counts by
/// cycle day, but without a confirmed ovulation its ovulation cannot be estimated, so its days after
/// the follicular phase are left out of the phase averages and the test.
///
/// Minimums, so that a pattern is not read into a handful of days:
/// - fewer than `minimumCompletedCycles` completed cycles with values → `.notEnoughData`: the
///   averages are still given, but no test and no difference;
/// - a phase with fewer than `minimumDaysPerPhase` days is left out of the comparison;
/// - fewer than `minimumPhasesCompared` phases left → no test and no difference.
public struct CyclePhaseLens: Sendable, Hashable, Codable {
    public enum Status: String, Sendable, Codable {
        case ok
        /// Fewer than `minimumCompletedCycles` completed cycles with values.
        case notEnoughData
    }

    /// Completed cycles with at least one value needed before phases are compared.
    public static let minimumCompletedCycles = 3
    /// Days with values a phase needs (across cycles) to be compared.
    public static let minimumDaysPerPhase = 5
    /// Phases with enough days needed for a test.
    public static let minimumPhasesCompared = 2
    /// Averages by cycle day stop here: few cycles run longer, so later days rest on one or two values.
    public static let lastCycleDay = 35
    public static let defaultPermutations = 10_000
    public static let defaultSeed: UInt64 = 0x0DA7_B00C

    public let status: Status
    /// The cycles that have at least one value, oldest first; the current one last when it has values.
    public let cycles: [PhasedCycle]
    /// Cycle days 1…`lastCycleDay` that have values.
    public let byCycleDay: [CycleDayAverage]
    /// Every phase with at least one value, in cycle order; see `PhaseAverage.hasEnoughDays`.
    public let byPhase: [PhaseAverage]
    /// Nil unless `.ok` with at least `minimumPhasesCompared` phases that have enough days.
    public let test: PhaseDifferenceTest?
    /// Between the compared phases; nil exactly when `test` is nil.
    public let biggestDifference: PhaseDifference?
    /// Completed cycles among `cycles`.
    public let completedCycles: Int
    /// Cycles among `cycles` whose ovulation was confirmed by a temperature shift.
    public let confirmedOvulations: Int
    /// Cycles among `cycles` whose ovulation was counted back from the next start.
    public let estimatedOvulations: Int

    /// All cycles used, the current one included.
    public var cyclesUsed: Int { cycles.count }

    public init(periods: [Period], ovulations: [LocalDate], values: [DatedValue], today: LocalDate,
                pauses: [PauseSpan] = [], permutations: Int = defaultPermutations, seed: UInt64 = defaultSeed,
                stopAfterHits: Int? = nil) {
        var byDay: [LocalDate: Double] = [:]
        for item in values where item.value.isFinite { byDay[item.date] = item.value }
        self.init(periods: periods, ovulations: ovulations, values: byDay, today: today,
                  pauses: pauses, permutations: permutations, seed: seed, stopAfterHits: stopAfterHits)
    }

    public init(periods: [Period], ovulations: [LocalDate], values: [LocalDate: Double], today: LocalDate,
                pauses: [PauseSpan] = [], permutations: Int = defaultPermutations, seed: UInt64 = defaultSeed,
                stopAfterHits: Int? = nil) {
        let finite = values.filter { $0.value.isFinite }
        let used = PhasedCycle.history(periods: periods, ovulations: ovulations, today: today, pauses: pauses)
            .filter { cycle in cycle.days.contains { finite[$0] != nil } }
        cycles = used
        completedCycles = used.filter { !$0.isCurrent }.count
        confirmedOvulations = used.filter(\.ovulation.isConfirmed).count
        estimatedOvulations = used.filter(\.ovulation.isEstimated).count
        status = completedCycles >= Self.minimumCompletedCycles ? .ok : .notEnoughData
        byCycleDay = Self.averagesByCycleDay(used, values: finite)
        byPhase = Self.averagesByPhase(used, values: finite)

        let compared = byPhase.filter(\.hasEnoughDays)
        guard status == .ok, compared.count >= Self.minimumPhasesCompared,
              let test = Self.test(used, values: finite, phases: compared.map(\.phase),
                                   permutations: permutations, seed: seed, stopAfterHits: stopAfterHits)
        else {
            test = nil
            biggestDifference = nil
            return
        }
        self.test = test
        biggestDifference = PhaseDifference(compared)
    }
}
