import Foundation

/// Predicts the coming cycle lengths from a person's own history.
///
/// Method ("recent robust mean"):
/// 1. Use the included cycles only (no pauses, none over 2× the median: probable missed logs).
/// 2. Keep the most recent `window` cycles, so slow drift is followed.
/// 3. Drop outliers: cycles further than `outlierMADs` scaled MADs (at least `minimumOutlierDays`)
///    from the window's median, so one 60-day cycle among 28s does not move the prediction.
/// 4. Centre: exponentially weighted mean of the rest, recent cycles weighing more (`decay` per cycle).
/// 5. Spread: their sample SD, shrunk toward a population prior (`priorSpread`, worth `priorWeight`
///    cycles) so one or two lucky equal cycles do not give a falsely narrow interval.
/// 6. Prior: until `priorCycles` cycles are known, the onboarding average cycle length (else the
///    population's 28 days) counts as the cycles still missing: with one own cycle the centre is
///    2/3 prior and 1/3 own, with two it is 1/3 prior.
///    So one odd first cycle cannot turn a stated 29-day rhythm into a 14-day one.
/// 7. From `priorCycles` cycles on, the own centre is pulled toward the population mean as far as
///    it is uncertain (empirical Bayes): with weight τ²/(τ² + σ²/n) on
///    the own centre, τ being how much women's mean cycles differ and n the effective number of
///    cycles. An irregular person with few cycles is pulled more, a regular one hardly at all.
/// Without any cycle the prior alone, with a wide spread.
/// The settings below were chosen on a population drawn from published cycle statistics
/// (`PublishedBacktest`, in DaybookFixtures), which reproduces the scores methods reach on real
/// logged cycles: a window of 12 with decay 0.9 followed drift without losing accuracy, and a
/// 1.8-day spread prior worth 1.5 cycles gives an interval that holds about 82% of starts there.
public struct CyclePredictor: Sendable, Hashable {
    public var window = 12
    public var decay = 0.9
    public var outlierMADs = 2.5
    public var minimumOutlierDays = 5.0
    public var priorSpread = 1.8
    public var priorWeight = 1.5
    /// Spread used without history: the population's variation between people and within them.
    public var noHistorySpread = 4.0
    /// How many own cycles it takes before the prior no longer counts.
    public var priorCycles = 3
    /// The mean cycle of app users (612,613 cycles, Bull et al., npj Digital Medicine 2019) and how
    /// much women's own means differ around it (SD, days): what the own centre is pulled toward.
    /// The no-history default stays the familiar 28 days.
    public var populationMean = 29.3
    public var populationSpread = 2.6

    public static let standard = CyclePredictor()
    public static let method = "recent robust mean"

    public init() {}

    public func forecast(cycles: [Cycle], onboardingCycleLength: Int? = nil) -> CycleForecast {
        forecast(lengths: cycles.filter(\.isIncluded).map(\.length), onboardingCycleLength: onboardingCycleLength)
    }

    /// `lengths` are the included cycle lengths, oldest first.
    public func forecast(lengths: [Int], onboardingCycleLength: Int? = nil) -> CycleForecast {
        let recent = lengths.suffix(window).map(Double.init)
        guard let median = LengthSummary.median(recent) else {
            if let onboardingCycleLength {
                // At least one day, so predictions always move forward.
                return CycleForecast(cycleLength: Double(max(1, onboardingCycleLength)), spread: noHistorySpread, historyCount: 0, source: .onboarding)
            }
            return CycleForecast(cycleLength: Double(CycleDefaults.cycleLength), spread: noHistorySpread, historyCount: 0, source: .populationDefault)
        }
        // 1.4826 × MAD estimates the SD of normal data.
        let mad = 1.4826 * (LengthSummary.median(recent.map { abs($0 - median) }) ?? 0)
        let limit = max(outlierMADs * mad, minimumOutlierDays)
        // Never empty in practice (half the values lie within one MAD), but stay safe.
        let filtered = recent.filter { abs($0 - median) <= limit }
        let kept = filtered.isEmpty ? recent : filtered
        var weightSum = 0.0
        var weightSquares = 0.0
        var total = 0.0
        for (age, value) in kept.reversed().enumerated() {
            let weight = pow(decay, Double(age))
            weightSum += weight
            weightSquares += weight * weight
            total += weight * value
        }
        let own = total / weightSum
        let n = Double(kept.count)
        let sampleVariance = LengthSummary.standardDeviation(kept).map { $0 * $0 } ?? 0
        let variance = (priorWeight * priorSpread * priorSpread + (n - 1) * sampleVariance) / (priorWeight + n - 1)
        let centre: Double
        if kept.count < priorCycles {
            let prior = Double(max(1, onboardingCycleLength ?? CycleDefaults.cycleLength))
            let priorShare = Double(priorCycles - kept.count)
            centre = (priorShare * prior + n * own) / (priorShare + n)
        } else {
            let effectiveCycles = weightSum * weightSum / weightSquares
            let between = populationSpread * populationSpread
            let ownWeight = between / (between + variance / effectiveCycles)
            centre = ownWeight * own + (1 - ownWeight) * populationMean
        }
        return CycleForecast(cycleLength: centre, spread: variance.squareRoot(), historyCount: kept.count, source: .history)
    }
}
