import DaybookCore

/// The predictor graded on a simulated population, against the plain-mean baseline.
public struct PopulationBacktest: Sendable, Hashable, Codable {
    public var people: Int
    public var cyclesPerPerson: Int
    public var seed: UInt64
    public var noiseSD: ClosedRange<Double>
    public var method: BacktestScore
    public var baseline: BacktestScore
    /// Mean absolute error of a perfect predictor that knows each person's true expected cycle
    /// length: the noise floor of the simulated population, over the same tested starts.
    public var floorMAE: Double?

    /// Deterministic for a given seed: every person's history comes from one `SplitMix64`.
    public init(people: Int = 1_000, cyclesPerPerson: Int = 24, seed: UInt64 = 2026,
                noiseSD: ClosedRange<Double> = 1...4, predictor: CyclePredictor = .standard) {
        self.people = people
        self.noiseSD = noiseSD
        self.cyclesPerPerson = cyclesPerPerson
        self.seed = seed
        var rng = SplitMix64(seed: seed)
        let generator = SyntheticHistory(origin: LocalDate(dayNumber: 18_262), noiseSD: noiseSD) // 2020-01-01
        var ours: [BacktestCase] = []
        var plain: [BacktestCase] = []
        var floorErrors: [Double] = []
        for _ in 0..<max(0, people) {
            let (periods, expected) = generator.simulate(cycles: cyclesPerPerson, using: &rng)
            let cases = CycleBacktest.cases(periods: periods) { predictor.forecast(cycles: $0) }
            ours += cases
            for tested in cases {
                let index = periods.firstIndex { $0.start == tested.actual }.map { $0 - 1 } ?? 0
                let start = periods[index].start
                floorErrors.append(abs(Double(tested.actual.days(since: start)) - expected[index]))
            }
            plain += CycleBacktest.cases(periods: periods, predict: CycleBacktest.plainMean)
        }
        method = CycleBacktest.score(ours)
        baseline = CycleBacktest.score(plain)
        floorMAE = floorErrors.isEmpty ? nil : floorErrors.reduce(0, +) / Double(floorErrors.count)
    }
}
