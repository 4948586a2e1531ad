import Foundation

/// A person's next luteal phase as `LutealPrior` sees it: her mean with its uncertainty, and how
/// much one cycle strays from it. A next start is a whole day, so the centre and the range are
/// whole days after ovulation.
public struct LutealEstimate: Sendable, Hashable, Codable {
    /// Posterior mean of her luteal phase, in days.
    public var mean: Double
    /// Posterior SD of that mean: how unsure it still is.
    public var meanSD: Double
    /// SD of one cycle's luteal phase around her mean.
    public var withinSD: Double
    /// Own confirmed lengths the estimate rests on; 0: the published prior alone.
    public var ownCycles: Int

    public init(mean: Double, meanSD: Double, withinSD: Double, ownCycles: Int) {
        self.mean = mean
        self.meanSD = meanSD
        self.withinSD = withinSD
        self.ownCycles = ownCycles
    }

    /// SD of the next luteal phase: the uncertainty of her mean plus her cycle-to-cycle variation.
    public var predictiveSD: Double { (meanSD * meanSD + withinSD * withinSD).squareRoot() }

    /// The predicted luteal length in whole days: the mean rounded to the nearest day (12.4 → 12,
    /// 12.5 → 13), the most likely whole day under the predictive normal.
    public var days: Int { Int(mean.rounded()) }

    /// The shortest run of whole days after ovulation that holds `coverage` of the predictive
    /// distribution. A whole day d is the continuous length falling in [d − ½, d + ½), so the range
    /// is exact for whole days instead of a continuous interval rounded at both ends. Grown from
    /// `days` toward the likelier neighbour, so it always holds the centre.
    public func range(coverage: Double = 0.8) -> ClosedRange<Int> {
        let sd = predictiveSD
        guard sd > 0, sd.isFinite, mean.isFinite else { return days...days }
        func mass(_ day: Int) -> Double {
            Self.normalCDF((Double(day) + 0.5 - mean) / sd) - Self.normalCDF((Double(day) - 0.5 - mean) / sd)
        }
        var low = days, high = days
        var held = mass(days)
        // Each step adds at least the mass of a day within a few SDs; 60 SDs is far past any coverage below 1.
        let limit = Int((60 * sd).rounded(.up)) + 1
        while held < min(coverage, 0.999_999), high - low < limit {
            let below = mass(low - 1), above = mass(high + 1)
            if above > below {
                high += 1
                held += above
            } else {
                low -= 1
                held += below
            }
        }
        return low...high
    }

    static func normalCDF(_ z: Double) -> Double {
        0.5 * erfc(-z / 2.0.squareRoot())
    }
}
