import Foundation

/// After a confirmed ovulation the next period is due one luteal phase later. A person's luteal
/// phase varies far less than the days before ovulation do (about ±1–2 days against ±3–7; Lenton
/// 1984, Fehring 2006), so once the temperatures confirm ovulation this beats counting from the
/// cycle's start. The length is the person's own (the mean of their last six confirmed cycles),
/// the textbook 14 days until one is known. `backtest` grades it on the person's history against
/// the calendar prediction of the same cycles, so they can see whether it helped.
public struct LutealForecast: Sendable, Hashable, Codable {
    /// Luteal phases outside this are not taken as the person's own: a misread shift or a defect.
    public static let plausibleLengths = 7...19
    static let cyclesAveraged = 6
    public static let method = "ovulation + luteal phase"
    /// How ovulation is known once the forecast applies: from the signs.
    public static let ovulationMethod = "symptothermal"
    /// Until three own lengths are known their spread is taken as this.
    static let defaultSpread = 1.5

    public var ovulation: LocalDate
    public var lutealLength: Int
    /// Completed cycles with a confirmed ovulation behind `lutealLength`; 0: the textbook 14 days.
    public var ownCycles: Int
    public var nextStart: LocalDate
    /// The 80% interval for `nextStart`.
    public var earliest: LocalDate
    public var latest: LocalDate
    public var backtest: LutealBacktest

    /// nil unless the cycle under way (the last one, without a next start) has a confirmed ovulation.
    /// - Parameter calendar: the calendar method's one-step predictions of the same history
    ///   (`CycleBacktest.cases`), for the comparison.
    public static func make(_ cycles: [EvaluatedCycle], calendar: [BacktestCase]) -> LutealForecast? {
        guard let current = cycles.last, current.next == nil, let ovulation = current.result?.ovulationDay else { return nil }
        let lengths = ownLengths(cycles)
        let recent = Array(lengths.suffix(cyclesAveraged))
        let length = length(from: recent)
        let spread = recent.count >= 3 ? Descriptive.standardDeviation(recent.map(Double.init)) ?? defaultSpread : defaultSpread
        let half = max(1, Int((1.28 * spread).rounded()))
        let next = ovulation.adding(days: length)
        return LutealForecast(ovulation: ovulation, lutealLength: length, ownCycles: recent.count, nextStart: next,
                              earliest: next.adding(days: -half), latest: next.adding(days: half),
                              backtest: LutealBacktest(cycles, calendar: calendar))
    }

    /// The mean of the recent own lengths, or the textbook 14 days without any.
    static func length(from recent: [Int]) -> Int {
        recent.isEmpty ? CycleDefaults.lutealPhaseDays : Int((Double(recent.reduce(0, +)) / Double(recent.count)).rounded())
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

    init(_ cycles: [EvaluatedCycle], calendar: [BacktestCase]) {
        let calendarErrors = Dictionary(calendar.map { ($0.actual, abs($0.error)) }) { first, _ in first }
        var errors: [Int] = [], calendarSame: [Int] = []
        var known: [EvaluatedCycle] = []
        for cycle in cycles {
            defer { known.append(cycle) }
            guard let next = cycle.next, let ovulation = cycle.result?.ovulationDay, let other = calendarErrors[next] else { continue }
            let length = LutealForecast.length(from: Array(LutealForecast.ownLengths(known).suffix(LutealForecast.cyclesAveraged)))
            errors.append(abs(next.days(since: ovulation.adding(days: length))))
            calendarSame.append(other)
        }
        n = errors.count
        guard n > 0 else { return }
        mae = Double(errors.reduce(0, +)) / Double(n)
        calendarMae = Double(calendarSame.reduce(0, +)) / Double(n)
    }
}
