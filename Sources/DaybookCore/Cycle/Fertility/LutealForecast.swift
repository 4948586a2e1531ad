import Foundation

/// After a confirmed ovulation the next period is due one luteal phase later. A person's luteal
/// phase varies far less than the days before ovulation do (about ±1–2 days against ±3–7; Lenton
/// 1984, Fehring 2006), so once the temperatures confirm ovulation this beats counting from the
/// cycle's start. The length starts from the published mean, 12.4 days rather than the textbook 14,
/// and moves toward the person's own confirmed lengths as far as they outweigh how much women
/// differ (`LutealPrior`); the 80% range is the predictive spread in whole days. `backtest` grades
/// it on the person's history against the calendar prediction of the same cycles, so they can see
/// whether it helped.
public struct LutealForecast: Sendable, Hashable, Codable {
    /// Luteal phases outside this are not taken as the person's own: a misread shift or a defect.
    public static let plausibleLengths = 7...19
    public static let method = "ovulation + luteal phase"
    /// How ovulation is known once the forecast applies: from the signs.
    public static let ovulationMethod = "symptothermal"
    /// The share of next starts the range is meant to hold.
    public static let coverage = 0.8

    public var ovulation: LocalDate
    /// Whole days from ovulation to `nextStart`.
    public var lutealLength: Int
    /// Own completed cycles with a confirmed ovulation behind `lutealLength`; 0: the published prior alone.
    public var ownCycles: Int
    public var nextStart: LocalDate
    /// The 80% range for `nextStart`.
    public var earliest: LocalDate
    public var latest: LocalDate
    public var backtest: LutealBacktest

    /// nil unless the cycle under way (the last one, without a next start) has a confirmed ovulation.
    /// - Parameter calendar: the calendar method's one-step predictions of the same history
    ///   (`CycleBacktest.cases`), for the comparison.
    public static func make(_ cycles: [EvaluatedCycle], calendar: [BacktestCase], prior: LutealPrior = .standard) -> LutealForecast? {
        guard let current = cycles.last, current.next == nil, let ovulation = current.result?.ovulationDay else { return nil }
        let estimate = prior.estimate(ownLengths: ownLengths(cycles))
        let range = estimate.range(coverage: coverage)
        return LutealForecast(ovulation: ovulation, lutealLength: estimate.days, ownCycles: estimate.ownCycles,
                              nextStart: ovulation.adding(days: estimate.days),
                              earliest: ovulation.adding(days: range.lowerBound), latest: ovulation.adding(days: range.upperBound),
                              backtest: LutealBacktest(cycles, calendar: calendar, prior: prior))
    }

    /// Next start minus ovulation, for each completed cycle with a confirmed ovulation, oldest first.
    static func ownLengths(_ cycles: [EvaluatedCycle]) -> [Int] {
        cycles.compactMap { cycle in
            guard let next = cycle.next, let ovulation = cycle.result?.ovulationDay else { return nil }
            let length = next.days(since: ovulation)
            return plausibleLengths.contains(length) ? length : nil
        }
    }
}

/// The luteal forecast on the person's own history: each completed cycle with a confirmed ovulation
/// predicted from its ovulation and the lengths known before it, next to the calendar method's
/// prediction of the same start made at the cycle's beginning.
public struct LutealBacktest: Sendable, Hashable, Codable {
    public var n: Int
    /// Mean absolute error of the luteal forecast, in days; nil with nothing to test.
    public var mae: Double?
    /// The calendar method's mean absolute error on the same starts.
    public var calendarMae: Double?

    init(_ cycles: [EvaluatedCycle], calendar: [BacktestCase], prior: LutealPrior) {
        let calendarErrors = Dictionary(calendar.map { ($0.actual, abs($0.error)) }) { first, _ in first }
        var errors: [Int] = [], calendarSame: [Int] = []
        var known: [EvaluatedCycle] = []
        for cycle in cycles {
            defer { known.append(cycle) }
            guard let next = cycle.next, let ovulation = cycle.result?.ovulationDay, let other = calendarErrors[next] else { continue }
            let length = prior.estimate(ownLengths: LutealForecast.ownLengths(known)).days
            errors.append(abs(next.days(since: ovulation.adding(days: length))))
            calendarSame.append(other)
        }
        n = errors.count
        guard n > 0 else { return }
        mae = Double(errors.reduce(0, +)) / Double(n)
        calendarMae = Double(calendarSame.reduce(0, +)) / Double(n)
    }
}
