import DaybookCore

/// Next starts predicted once the temperatures confirm an ovulation, graded on women drawn from
/// `PublishedCycleStatistics`. Each woman logs periods from her first cycle and charts temperatures
/// from her fourth, so the calendar prediction of the same start rests on the three or more cycles the
/// calendar backtest asks for. A cycle's confirmed ovulation is its next logged start minus its luteal
/// phase. The sympto-thermal rule confirms it on the third higher temperature, so the prediction is
/// made `confirmationDelay` days after ovulation, from the luteal lengths of the cycles before; a
/// start that comes by then is not predicted this way (`notPredicted`).
public struct AfterOvulationBacktest: Sendable, Hashable, Codable {
    public static let confirmationDelay = 3
    public static let chartingFrom = PublishedBacktest.minimumHistory
    /// From this many own confirmed lengths on, a start counts in `ownHistory`.
    public static let ownHistoryFrom = 3

    public var all: AfterOvulationScores
    /// The first confirmed ovulation: no own luteal length yet, the prior alone.
    public var firstOvulation: AfterOvulationScores
    public var ownHistory: AfterOvulationScores
    public var notPredicted: Int

    init(cases: [AfterOvulationCase], notPredicted: Int) {
        all = AfterOvulationScores(cases)
        firstOvulation = AfterOvulationScores(cases.filter { $0.ownCycles == 0 })
        ownHistory = AfterOvulationScores(cases.filter { $0.ownCycles >= Self.ownHistoryFrom })
        self.notPredicted = notPredicted
    }

    /// One woman's charted cycles. `calendar`: the calendar method's predictions of her starts.
    static func cases(periods: [Period], luteal: SimulatedLutealPhases, calendar: [BacktestCase],
                      prior: LutealPrior) -> (cases: [AfterOvulationCase], notPredicted: Int) {
        let cycles = Cycle.cycles(of: periods)
        let calendarByStart = Dictionary(calendar.map { ($0.actual, $0.predicted) }) { first, _ in first }
        var cases: [AfterOvulationCase] = [], notPredicted = 0
        for index in cycles.indices where index >= chartingFrom && index < luteal.lengths.count {
            let actual = cycles[index].nextStart
            guard let byCalendar = calendarByStart[actual] else { continue }
            let ovulation = actual.adding(days: -luteal.lengths[index])
            guard actual > ovulation.adding(days: confirmationDelay) else {
                notPredicted += 1
                continue
            }
            let own = luteal.lengths[chartingFrom..<index].filter(LutealForecast.plausibleLengths.contains)
            let estimate = prior.estimate(ownLengths: Array(own))
            let truth = LutealEstimate(mean: luteal.mean, meanSD: 0, withinSD: luteal.withinSD, ownCycles: Int.max)
            cases.append(AfterOvulationCase(
                ownCycles: own.count, actual: actual,
                fourteenDays: DayRange(ovulation.adding(days: CycleDefaults.lutealPhaseDays), half: previousDefaultHalf),
                previous: previousMethod(ovulation: ovulation, own: Array(own)),
                daybook: DayRange(ovulation: ovulation, estimate: estimate),
                calendar: DayRange(start: byCalendar.start, earliest: byCalendar.earliest, latest: byCalendar.latest),
                trueMean: DayRange(ovulation: ovulation, estimate: truth)))
        }
        return (cases, notPredicted)
    }

    /// The range the forecast gave before own lengths were known: ± 1.28 × 1.5 days, rounded.
    static let previousDefaultHalf = 2

    /// Daybook before the published prior: the mean of the last six own lengths, the textbook 14 days
    /// without any, ± 1.28 × their SD (1.5 days below three lengths), at least a day.
    static func previousMethod(ovulation: LocalDate, own: [Int]) -> DayRange {
        let recent = own.suffix(6).map(Double.init)
        let length = Descriptive.mean(recent).map { Int($0.rounded()) } ?? CycleDefaults.lutealPhaseDays
        let spread = recent.count >= 3 ? Descriptive.standardDeviation(recent) ?? 1.5 : 1.5
        return DayRange(ovulation.adding(days: length), half: max(1, Int((1.28 * spread).rounded())))
    }
}

/// Every method's prediction of one start.
struct AfterOvulationCase: Sendable, Hashable {
    var ownCycles: Int
    var actual: LocalDate
    var fourteenDays, previous, daybook, calendar, trueMean: DayRange
}

/// A predicted start with its 80% range.
struct DayRange: Sendable, Hashable {
    var start, earliest, latest: LocalDate

    init(start: LocalDate, earliest: LocalDate, latest: LocalDate) {
        self.start = start
        self.earliest = earliest
        self.latest = latest
    }

    init(_ start: LocalDate, half: Int) {
        self.init(start: start, earliest: start.adding(days: -half), latest: start.adding(days: half))
    }

    init(ovulation: LocalDate, estimate: LutealEstimate) {
        let range = estimate.range(coverage: LutealForecast.coverage)
        self.init(start: ovulation.adding(days: estimate.days), earliest: ovulation.adding(days: range.lowerBound),
                  latest: ovulation.adding(days: range.upperBound))
    }
}

/// The methods side by side on the same starts.
public struct AfterOvulationScores: Sendable, Hashable, Codable {
    /// Ovulation + the textbook 14 days, ± 2.
    public var fourteenDays: BacktestScore
    /// Daybook before this change: the mean of the last six own lengths, 14 days until one is known.
    public var previous: BacktestScore
    /// The published prior moved toward her own lengths (`LutealPrior`).
    public var daybook: BacktestScore
    /// The calendar method's prediction of the same start, made at the cycle's beginning.
    public var calendar: BacktestScore
    /// Told her true mean luteal phase and its SD: the floor set by the phases' own variation.
    public var trueMean: BacktestScore

    init(_ cases: [AfterOvulationCase]) {
        func score(_ method: KeyPath<AfterOvulationCase, DayRange>) -> BacktestScore {
            BacktestScore(errors: cases.map { $0.actual.days(since: $0[keyPath: method].start) },
                          hits: cases.filter { ($0[keyPath: method].earliest...$0[keyPath: method].latest).contains($0.actual) }.count,
                          widths: cases.map { $0[keyPath: method].latest.days(since: $0[keyPath: method].earliest) })
        }
        fourteenDays = score(\.fourteenDays)
        previous = score(\.previous)
        daybook = score(\.daybook)
        calendar = score(\.calendar)
        trueMean = score(\.trueMean)
    }
}
