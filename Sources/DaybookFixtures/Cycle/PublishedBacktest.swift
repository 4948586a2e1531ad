import DaybookCore

/// The predictor graded on histories drawn from `PublishedCycleStatistics`, the way predictions on
/// real logged cycles are graded: every start with at least three included cycles before it is
/// predicted from those cycles alone. Beside it, on the same starts: a plain mean of past cycles, and
/// each woman's own median cycle known in hindsight (over all her cycles, the predicted one
/// included), which no method that looks only backward can beat by much.
public struct PublishedBacktest: Sendable, Hashable, Codable {
    public static let minimumHistory = 3

    public var people: Int
    public var seed: UInt64
    public var method: BacktestScore
    public var plainMean: BacktestScore
    public var hindsightMedian: BacktestScore
    /// A predictor that knows each woman's true mean cycle: the floor set by the cycles' own variation.
    public var trueMean: BacktestScore

    /// Deterministic for a given seed.
    public init(people: Int = 2_000, seed: UInt64 = 2026, statistics: PublishedCycleStatistics = .init(),
                predictor: CyclePredictor = .standard) {
        self.people = people
        self.seed = seed
        var rng = SplitMix64(seed: seed)
        let origin = LocalDate(dayNumber: 18_262) // 2020-01-01
        var ours: [BacktestCase] = []
        var plain: [BacktestCase] = []
        var hindsight: [BacktestCase] = []
        var oracle: [BacktestCase] = []
        for _ in 0..<max(0, people) {
            let (periods, expected) = statistics.person(origin: origin, using: &rng)
            ours += CycleBacktest.cases(periods: periods, minimumHistory: Self.minimumHistory) { predictor.forecast(cycles: $0) }
            plain += CycleBacktest.cases(periods: periods, minimumHistory: Self.minimumHistory, predict: CycleBacktest.plainMean)
            let all = Cycle.cycles(of: periods).filter(\.isIncluded).map { Double($0.length) }
            let median = LengthSummary.median(all) ?? Double(CycleDefaults.cycleLength)
            hindsight += CycleBacktest.cases(periods: periods, minimumHistory: Self.minimumHistory) { _ in
                CycleForecast(cycleLength: median, spread: 0, historyCount: Int.max, source: .history)
            }
            oracle += CycleBacktest.cases(periods: periods, minimumHistory: Self.minimumHistory) { _ in
                CycleForecast(cycleLength: expected, spread: 0, historyCount: Int.max, source: .history)
            }
        }
        method = CycleBacktest.score(ours)
        plainMean = CycleBacktest.score(plain)
        hindsightMedian = CycleBacktest.score(hindsight)
        trueMean = CycleBacktest.score(oracle)
    }
}
