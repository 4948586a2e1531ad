import DaybookCore

/// Realistic simulated period histories for testing the predictor on a population.
///
/// Per person: a base cycle length ~ N(29, 2.5) clamped to 22–38 (typical adult cycles;
/// Bull et al., npj Digital Medicine 2019), per-cycle noise with a personal SD uniform in 1–4 days,
/// a slow linear drift of up to ±0.1 day per cycle, and 3% outlier cycles 10–30 days longer
/// (a skipped ovulation or an unlogged period). Period length: a personal 3–7 days, ±1 day.
public struct SyntheticHistory: Sendable {
    public var outlierRate = 0.03
    /// The range of the personal per-cycle noise SD, in days.
    public var noiseSD: ClosedRange<Double> = 1...4
    public var origin: LocalDate

    public init(origin: LocalDate, noiseSD: ClosedRange<Double> = 1...4) {
        self.origin = origin
        self.noiseSD = noiseSD
    }

    /// `cycles` completed cycles, so `cycles + 1` periods.
    public func person(cycles: Int, using rng: inout SplitMix64) -> [Period] {
        simulate(cycles: cycles, using: &rng).periods
    }

    /// The periods together with each cycle's expected length (base plus drift, before noise and
    /// outliers): what a perfect predictor would say, the floor any method can reach.
    public func simulate(cycles: Int, using rng: inout SplitMix64) -> (periods: [Period], expectedLengths: [Double]) {
        let base = min(38, max(22, rng.normal(mean: 29, sd: 2.5)))
        let noise = rng.uniform(noiseSD.lowerBound, noiseSD.upperBound)
        let drift = rng.uniform(-0.1, 0.1)
        let periodBase = Int(rng.uniform(3, 8))
        var start = origin.adding(days: Int(rng.uniform(0, 60)))
        var periods: [Period] = []
        var expected: [Double] = []
        for index in 0...max(0, cycles) {
            let periodLength = min(7, max(3, periodBase + Int(rng.uniform(-1, 2))))
            periods.append(Period(start: start, end: start.adding(days: periodLength - 1), source: .logged))
            expected.append(base + drift * Double(index))
            var length = base + drift * Double(index) + rng.normal(sd: noise)
            if rng.nextUnit() < outlierRate { length += rng.uniform(10, 31).rounded(.down) }
            start = start.adding(days: max(periodLength + 5, Int(length.rounded())))
        }
        return (periods, Array(expected.dropLast()))
    }
}
