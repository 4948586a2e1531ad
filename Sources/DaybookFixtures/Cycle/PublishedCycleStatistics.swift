import DaybookCore
import Foundation

/// Period histories drawn from what large studies report about menstrual cycles, and from how people
/// log them in an app. The figures no study gives directly (how irregular the irregular are, how
/// often a start is logged a day off) were chosen so that the simulation reproduces the scores that
/// prediction methods reach on real logged cycles (1,219 predictions, at least three cycles of history
/// each: plain mean of past cycles 2.12 days mean absolute error, each woman's median known in
/// hindsight 1.79). `regular` does (2.13 and 1.81); `withLoggingGaps` adds unlogged periods and
/// more late-ovulation cycles, as in app data that no study has cleaned.
///
/// - Personal mean cycle ~ N(29.3, 2.6), kept to 21–40 days. 29.3 is the mean of 612,613 cycles in
///   Bull et al., npj Digital Medicine 2019; a between-woman SD of 2.6 with the within-woman spread
///   below gives an overall SD of about 3.8 days, between the 3.4 Fehring et al. (JOGNN 2006) report
///   for women with regular cycles and the 4 of Chiazze et al. (JAMA 1968) for cycles of 15–45 days.
/// - Within-woman variation: each woman's SD is log-normal, median 1.7 days, a quarter of women above
///   2.7 and one in sixteen above 5 (the "highly variable" trackers of Li et al., npj Digital Medicine 2020).
///   It is mostly the follicular phase (Bull et al.: 95% range 10–30 days, luteal 7–17), so the
///   long side has a tail: now and then ovulation comes late or not at all and a cycle runs long.
/// - App logging: a start is often entered a day early or late, and a period may not be logged at
///   all (the next cycle then looks about twice as long).
/// - Luteal phase (confirmed ovulation to the next logged start), drawn apart from the cycle lengths:
///   each woman's mean ~ N(12.4, 1.9), each cycle her mean + N(0, 1.7), whole days. 12.4 is the mean
///   of Bull et al. (temperature-detected ovulations, so their figures already hold that reading's
///   error and the logged start's); their 95% of cycles within 7–17 days is an overall SD of 2.55.
///   Within one woman the median variance is 3.0 days² (SD 1.7; Henry et al., Human Reproduction
///   2024, 53 women over a year), which leaves √(2.55² − 3.0) ≈ 1.9 between women.
public struct PublishedCycleStatistics: Sendable, Hashable, Codable {
    public var meanCycle = 29.3
    public var betweenWomanSD = 2.6
    public var cycleRange: ClosedRange<Double> = 21...40
    /// Median of the personal within-woman SD, in days.
    public var withinWomanSDMedian = 1.7
    /// SD of log(personal SD): how much women differ in regularity.
    public var withinWomanSDSpread = 0.7
    /// Share of cycles with late or skipped ovulation, and how many days they add.
    public var longCycleRate = 0.005
    public var longCycleExtra: ClosedRange<Double> = 6...20
    /// Share of periods that are never logged.
    public var unloggedPeriodRate = 0.0
    /// Share of starts logged one day early or late (half each way).
    public var offByOneRate = 0.3
    /// How many completed cycles a person has logged: about four months to a year and a half.
    public var loggedCycles: ClosedRange<Int> = 4...16
    public var lutealMean = 12.4
    public var lutealBetweenWomanSD = 1.9
    public var lutealWithinWomanSD = 1.7

    public init() {}

    /// Reproduces the scores of methods on real logged cycles of women who logged every period.
    public static let regular = PublishedCycleStatistics()

    /// Everyday app data: one period in about 70 not logged, and 2% of cycles running long.
    public static var withLoggingGaps: PublishedCycleStatistics {
        var statistics = PublishedCycleStatistics()
        statistics.unloggedPeriodRate = 0.015
        statistics.longCycleRate = 0.02
        return statistics
    }

    /// One person: the logged periods, oldest first, and what only the simulation knows of her.
    public func person(origin: LocalDate, using rng: inout SplitMix64) -> SimulatedWoman {
        let mean = min(cycleRange.upperBound, max(cycleRange.lowerBound, rng.normal(mean: meanCycle, sd: betweenWomanSD)))
        let sd = withinWomanSDMedian * exp(rng.normal(sd: withinWomanSDSpread))
        let cycles = loggedCycles.lowerBound + Int(rng.nextUnit() * Double(loggedCycles.count))
        let periodLength = 3 + Int(rng.nextUnit() * 5)
        var trueStart = origin.adding(days: Int(rng.uniform(0, 60)))
        var periods: [Period] = []
        var logged = 0
        while logged <= cycles {
            let missed = !periods.isEmpty && rng.nextUnit() < unloggedPeriodRate
            if !missed {
                var start = trueStart
                if rng.nextUnit() < offByOneRate { start = start.adding(days: rng.nextUnit() < 0.5 ? -1 : 1) }
                if let last = periods.last, let end = last.end, start <= end { start = end.adding(days: 1) }
                periods.append(Period(start: start, end: start.adding(days: periodLength - 1), source: .logged))
                logged += 1
            }
            var length = mean + rng.normal(sd: sd)
            if rng.nextUnit() < longCycleRate { length += rng.uniform(longCycleExtra.lowerBound, longCycleExtra.upperBound) }
            trueStart = trueStart.adding(days: max(periodLength + 8, Int(length.rounded())))
        }
        return SimulatedWoman(periods: periods, expectedLength: mean, withinSD: sd)
    }

    /// One woman's luteal phases, one for each of `cycles` cycles, oldest first.
    public func lutealPhases(cycles: Int, using rng: inout SplitMix64) -> SimulatedLutealPhases {
        let mean = rng.normal(mean: lutealMean, sd: lutealBetweenWomanSD)
        // At least a day: the period comes after the ovulation before it.
        let lengths = (0..<max(0, cycles)).map { _ in max(1, Int(rng.normal(mean: mean, sd: lutealWithinWomanSD).rounded())) }
        return SimulatedLutealPhases(mean: mean, withinSD: lutealWithinWomanSD, lengths: lengths)
    }
}
