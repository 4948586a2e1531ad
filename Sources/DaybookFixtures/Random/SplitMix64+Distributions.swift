import DaybookCore
import Foundation

/// The draws the simulated population needs, on the core's seeded `SplitMix64`.
extension SplitMix64 {
    /// Uniform in [0, 1), from the top 53 bits.
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) / Double(UInt64(1) << 53)
    }

    public mutating func uniform(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * nextUnit()
    }

    /// Normal by the Box–Muller transform.
    public mutating func normal(mean: Double = 0, sd: Double = 1) -> Double {
        let u1 = max(nextUnit(), .leastNonzeroMagnitude)
        let u2 = nextUnit()
        return mean + sd * (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
    }
}
