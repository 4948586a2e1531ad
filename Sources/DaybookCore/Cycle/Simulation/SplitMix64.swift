import Foundation

/// A tiny seeded generator (Steele, Lea & Flood, "Fast splittable pseudorandom number generators",
/// OOPSLA 2014), so simulated populations are the same on every machine and every run.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1), from the top 53 bits.
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) / Double(UInt64(1) << 53)
    }

    public mutating func uniform(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * nextUnit()
    }

    /// Standard normal by the Box–Muller transform.
    public mutating func normal(mean: Double = 0, sd: Double = 1) -> Double {
        let u1 = max(nextUnit(), .leastNonzeroMagnitude)
        let u2 = nextUnit()
        return mean + sd * (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
    }
}
