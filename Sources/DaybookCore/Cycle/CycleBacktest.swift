/// How well a prediction method did on a person's own history: each period start is predicted
/// from the periods before it, as the app would have predicted it then.
public struct BacktestScore: Sendable, Hashable, Codable {
    /// Mean absolute error of the predicted start, in days; nil when nothing could be tested.
    public var mae: Double?
    /// Share of actual starts inside the stated 80% interval (0…1).
    public var coverage: Double?
    /// Mean of latest − earliest, in days.
    public var meanWidth: Double?
    /// Number of predicted starts tested.
    public var n: Int

    public init(errors: [Int], hits: Int, widths: [Int]) {
        n = errors.count
        guard n > 0 else { return }
        mae = Double(errors.map(abs).reduce(0, +)) / Double(n)
        coverage = Double(hits) / Double(n)
        meanWidth = Double(widths.reduce(0, +)) / Double(n)
    }
}

/// One tested prediction.
public struct BacktestCase: Sendable, Hashable {
    public var actual: LocalDate
    public var predicted: PredictedCycle
    public var error: Int { actual.days(since: predicted.start) }
    public var isCovered: Bool { actual >= predicted.earliest && actual <= predicted.latest }
}

public enum CycleBacktest {
    /// A start is tested once at least this many included cycles precede it: before that the
    /// prediction is the onboarding or population value, which says nothing about the method.
    public static let minimumHistory = 2

    /// One-step predictions over the history. Starts whose cycle overlaps a pause are not tested
    /// (no prediction is made during a pause), and neither is the first start after a pause.
    public static func cases(periods: [Period], pauses: [PauseSpan] = [], minimumHistory: Int = CycleBacktest.minimumHistory,
                             predict: ([Cycle]) -> CycleForecast) -> [BacktestCase] {
        let sorted = periods.sorted { $0.start < $1.start }
        let cycles = Cycle.cycles(of: sorted, pauses: pauses)
        var result: [BacktestCase] = []
        for (index, cycle) in cycles.enumerated() where cycle.exclusion != .paused {
            // Use what was known then: exclusions are recomputed over the earlier cycles only.
            let known = Cycle.cycles(of: Array(sorted.prefix(index + 1)), pauses: pauses)
            guard known.filter(\.isIncluded).count >= minimumHistory else { continue }
            let predicted = CyclePrediction.predicted(after: cycle.start, cyclesAhead: 1, forecast: predict(known), periodLength: 1)
            result.append(BacktestCase(actual: cycle.nextStart, predicted: predicted))
        }
        return result
    }

    public static func score(_ cases: [BacktestCase]) -> BacktestScore {
        BacktestScore(errors: cases.map(\.error), hits: cases.filter(\.isCovered).count,
                      widths: cases.map(\.predicted.intervalWidth))
    }

    /// Our method on the person's history.
    public static func run(periods: [Period], pauses: [PauseSpan] = [], predictor: CyclePredictor = .standard) -> BacktestScore {
        score(cases(periods: periods, pauses: pauses) { predictor.forecast(cycles: $0) })
    }

    /// The baseline: the plain mean of all past cycles, ± z80 × their SD.
    public static func baseline(periods: [Period], pauses: [PauseSpan] = []) -> BacktestScore {
        score(cases(periods: periods, pauses: pauses, predict: plainMean))
    }

    public static func plainMean(_ cycles: [Cycle]) -> CycleForecast {
        let summary = LengthSummary(cycles.filter { $0.exclusion != .paused }.map(\.length))
        let sd = summary?.standardDeviation ?? 0
        // historyCount = Int.max turns off the centre-uncertainty term: the baseline ignores it.
        return CycleForecast(cycleLength: summary?.mean ?? Double(CycleDefaults.cycleLength), spread: sd,
                             historyCount: Int.max, source: .history)
    }
}
