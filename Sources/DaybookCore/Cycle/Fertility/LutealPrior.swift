import Foundation

/// What is known of a person's luteal phase (confirmed ovulation to next start) before her own
/// charts show it, and how her own confirmed lengths move it: normal-normal shrinkage, the same
/// empirical Bayes `CyclePredictor` applies to cycle lengths.
///
/// - Her mean luteal phase is drawn from the population's: mean 12.4 days (612,613 ovulatory cycles
///   with temperature-detected ovulation, Bull et al., npj Digital Medicine 2019).
/// - Bull et al. give 95% of cycles within 7–17 days: an overall SD of about (17 − 7) / 3.92 = 2.55.
/// - One woman's luteal phase varies less than women's means do: the median within-woman variance
///   is 3.0 days² (follicular 5.2; 53 women, 13 cycles each, Henry et al., Human Reproduction 2024),
///   an SD of 1.7. What is left of the overall variance lies between women: √(2.55² − 3.0) ≈ 1.9.
public struct LutealPrior: Sendable, Hashable, Codable {
    public var populationMean = 12.4
    /// SD of women's own mean luteal phases around `populationMean`, in days.
    public var betweenWomanSD = 1.9
    /// SD of one woman's luteal phase from cycle to cycle, in days, until her own lengths show hers.
    public var withinWomanSD = 1.7
    /// How many cycles `withinWomanSD` counts for against her own sample SD, so two or three equal
    /// lengths do not give a falsely narrow range.
    public var spreadPriorWeight = 3.0
    /// The most recent own lengths used, so a slow change is followed.
    public var window = 12

    public static let standard = LutealPrior()

    public init() {}

    /// `ownLengths`: her confirmed luteal lengths, oldest first.
    public func estimate(ownLengths: [Int]) -> LutealEstimate {
        let recent = ownLengths.suffix(max(0, window)).map(Double.init)
        let n = Double(recent.count)
        let priorVariance = withinWomanSD * withinWomanSD
        // Her per-cycle variance: the population's, moved toward her sample variance as cycles come.
        var withinVariance = priorVariance
        if recent.count >= 2, let sd = Descriptive.standardDeviation(recent) {
            withinVariance = (spreadPriorWeight * priorVariance + (n - 1) * sd * sd) / (spreadPriorWeight + n - 1)
        }
        // Posterior of her mean: precision-weighted prior mean and own mean.
        let priorPrecision = 1 / (betweenWomanSD * betweenWomanSD)
        let ownPrecision = withinVariance > 0 ? n / withinVariance : 0
        let ownMean = Descriptive.mean(recent) ?? populationMean
        let precision = priorPrecision + ownPrecision
        let mean = (priorPrecision * populationMean + ownPrecision * ownMean) / precision
        return LutealEstimate(mean: mean, meanSD: (1 / precision).squareRoot(),
                              withinSD: withinVariance.squareRoot(), ownCycles: recent.count)
    }
}
