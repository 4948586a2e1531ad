/// A permutation test of Pearson's r: how often does shuffling y against x give a correlation at
/// least as strong (two-sided) as the one observed? Free of the normality assumption of the t-test,
/// which matters for the short series a journal has.
public enum PermutationTest {
    /// Up to this many pairs every permutation is enumerated (8! = 40 320).
    public static let exactLimit = 8

    /// The two-sided permutation p-value of r for centred x and y, or `nil` below 3 pairs.
    /// Exact for n ≤ `exactLimit`; otherwise Monte Carlo with `permutations` shuffles from a seeded
    /// SplitMix64, counted as (hits + 1) / (permutations + 1) (Phipson & Smyth 2010).
    public static func pValue(x: [Double], y: [Double], permutations: Int = 10_000, seed: UInt64 = 0x0DA7_B00C) -> Double? {
        let n = min(x.count, y.count)
        guard n >= 3, permutations > 0 else { return nil }
        let mx = x.prefix(n).reduce(0, +) / Double(n)
        let my = y.prefix(n).reduce(0, +) / Double(n)
        let xc = x.prefix(n).map { $0 - mx }
        var yc = y.prefix(n).map { $0 - my }
        // r is proportional to Σ xc·yc for every permutation, so the sums are compared directly;
        // the tolerance keeps ties with the observed value counted despite rounding.
        let observed = abs(zip(xc, yc).reduce(0) { $0 + $1.0 * $1.1 })
        let threshold = observed * (1 - 1e-9) - 1e-12
        func statistic(_ yc: [Double]) -> Double {
            var s = 0.0
            for i in 0..<n { s += xc[i] * yc[i] }
            return abs(s)
        }
        if n <= exactLimit {
            var hits = 0, total = 0
            // Heap's algorithm, iterative: visits every ordering of yc once.
            var counters = [Int](repeating: 0, count: n)
            hits += statistic(yc) >= threshold ? 1 : 0
            total += 1
            var i = 0
            while i < n {
                if counters[i] < i {
                    yc.swapAt(i % 2 == 0 ? 0 : counters[i], i)
                    hits += statistic(yc) >= threshold ? 1 : 0
                    total += 1
                    counters[i] += 1
                    i = 0
                } else {
                    counters[i] = 0
                    i += 1
                }
            }
            return Double(hits) / Double(total)
        }
        var generator = SplitMix64(seed: seed)
        var hits = 0
        for _ in 0..<permutations {
            yc.shuffle(using: &generator)
            if statistic(yc) >= threshold { hits += 1 }
        }
        return Double(hits + 1) / Double(permutations + 1)
    }
}
