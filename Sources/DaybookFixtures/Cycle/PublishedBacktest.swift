import DaybookCore

/// The predictor graded on histories drawn from `PublishedCycleStatistics`, the way predictions on
/// real logged cycles are graded: every start with at least three included cycles before it is
/// predicted from those cycles alone. Beside it, on the same starts: a plain mean of past cycles, and
/// each woman's own median cycle known in hindsight (over all her cycles, the predicted one
/// included), which no method that looks only backward can beat by much; a forecast told each woman's
/// own regularity (`KnownRegularityForecast`), the best any method reading her past could do; and
/// her true mean. `afterOvulation` grades the predictions made once the temperatures confirm an
/// ovulation, on the same women with luteal phases drawn apart from their cycles.
public struct PublishedBacktest: Sendable, Hashable, Codable {
    public static let minimumHistory = 3

    public var people: Int
    public var seed: UInt64
    public var method: BacktestScore
    public var plainMean: BacktestScore
    public var hindsightMedian: BacktestScore
    /// The best forecast from the past starts, told each woman's own cycle SD: where methods end.
    /// Nil where periods go unlogged, since that forecast takes every logged start to follow the one before.
    public var knownRegularity: BacktestScore?
    /// A predictor that knows each woman's true mean cycle: the floor set by the cycles' own variation.
    public var trueMean: BacktestScore
    public var afterOvulation: AfterOvulationBacktest

    /// Deterministic for a given seed.
    public init(people: Int = 2_000, seed: UInt64 = 2026, statistics: PublishedCycleStatistics = .init(),
                predictor: CyclePredictor = .standard, lutealPrior: LutealPrior = .standard) {
        self.people = people
        self.seed = seed
        var rng = SplitMix64(seed: seed)
        // Its own stream, so the periods drawn for a seed stay what they were before luteal phases were drawn.
        var lutealRng = SplitMix64(seed: seed ^ 0x4C55_5445_414C)
        let origin = LocalDate(dayNumber: 18_262) // 2020-01-01
        var ours: [BacktestCase] = []
        var plain: [BacktestCase] = []
        var hindsight: [BacktestCase] = []
        var best: [BacktestCase] = []
        var oracle: [BacktestCase] = []
        var afterOvulationCases: [AfterOvulationCase] = []
        var notPredicted = 0
        let bestForecast = KnownRegularityForecast(statistics: statistics)
        for _ in 0..<max(0, people) {
            let woman = statistics.person(origin: origin, using: &rng)
            let periods = woman.periods
            let calendar = CycleBacktest.cases(periods: periods, minimumHistory: Self.minimumHistory) { predictor.forecast(cycles: $0) }
            ours += calendar
            let luteal = statistics.lutealPhases(cycles: Cycle.cycles(of: periods).count, using: &lutealRng)
            let charted = AfterOvulationBacktest.cases(periods: periods, luteal: luteal, calendar: calendar, prior: lutealPrior)
            afterOvulationCases += charted.cases
            notPredicted += charted.notPredicted
            plain += CycleBacktest.cases(periods: periods, minimumHistory: Self.minimumHistory, predict: CycleBacktest.plainMean)
            let all = Cycle.cycles(of: periods).filter(\.isIncluded).map { Double($0.length) }
            let median = LengthSummary.median(all) ?? Double(CycleDefaults.cycleLength)
            hindsight += CycleBacktest.cases(periods: periods, minimumHistory: Self.minimumHistory) { _ in
                CycleForecast(cycleLength: median, spread: 0, historyCount: Int.max, source: .history)
            }
            if statistics.unloggedPeriodRate == 0 {
                best += CycleBacktest.cases(periods: periods, minimumHistory: Self.minimumHistory) {
                    bestForecast.forecast(cycles: $0, withinSD: woman.withinSD)
                }
            }
            oracle += CycleBacktest.cases(periods: periods, minimumHistory: Self.minimumHistory) { _ in
                CycleForecast(cycleLength: woman.expectedLength, spread: 0, historyCount: Int.max, source: .history)
            }
        }
        method = CycleBacktest.score(ours)
        plainMean = CycleBacktest.score(plain)
        hindsightMedian = CycleBacktest.score(hindsight)
        knownRegularity = statistics.unloggedPeriodRate == 0 ? CycleBacktest.score(best) : nil
        trueMean = CycleBacktest.score(oracle)
        afterOvulation = AfterOvulationBacktest(cases: afterOvulationCases, notPredicted: notPredicted)
    }
}
