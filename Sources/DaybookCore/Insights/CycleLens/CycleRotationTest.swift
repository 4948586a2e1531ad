/// A permutation test of the Kruskal–Wallis H that respects how a journal's days hang together.
///
/// Days are not independent draws: a stressful week, a cold, a new insulin dose carry over from
/// one day to the next, and one cycle can sit higher than another as a whole. The chi-square
/// p-value of H ignores that and finds "differences" in such stretches. Here the phase labels of
/// each cycle are instead rotated as one block by a random offset, cycle by cycle: runs of similar
/// days and each cycle's level stay together, only their alignment with the phases is broken. If
/// the phases do not matter, the observed alignment is just one rotation among the others. The
/// wrap-around joins a cycle's last day to its first, where the next cycle begins anyway. On
/// generated journals with no phase effect and a day-to-day correlation of 0.9, the chi-square
/// p-value fell under 0.05 in about a third of them, this one in about 5 %.
///
/// Exact (all rotations enumerated) when there are at most `permutations` of them; otherwise Monte
/// Carlo with `permutations` draws from a seeded SplitMix64, counted as (hits + 1) / (draws + 1)
/// (Phipson & Smyth 2010), like `PermutationTest`. With `stopAfterHits` the draws stop once that
/// many rotations reached the observed H (Besag & Clifford 1991): the p-value is then hits / draws.
/// A phase pattern that is plainly chance is settled in a few dozen draws; one that is not still
/// gets every draw.
public enum CycleRotationTest {
    /// The p-value, or `nil` without values, with fewer than two groups or with a value that is not
    /// finite. Days without a value are simply not listed, so a rotation moves the labels over the
    /// observed days.
    /// - Parameters:
    ///   - labels: per cycle, the group (0, 1, …) of each observed day, in day order.
    ///   - values: per cycle, the values of the same days.
    public static func pValue(labels: [[Int]], values: [[Double]], permutations: Int = 10_000,
                              seed: UInt64 = 0x0DA7_B00C, stopAfterHits: Int? = nil) -> Double? {
        let cycles = zip(labels, values).filter { $0.0.count == $0.1.count && !$0.0.isEmpty }
        let flatLabels = cycles.flatMap(\.0)
        guard permutations > 0, let groupCount = flatLabels.max().map({ $0 + 1 }),
              flatLabels.allSatisfy({ $0 >= 0 }), Set(flatLabels).count >= 2,
              cycles.allSatisfy({ $0.1.allSatisfy(\.isFinite) }) else { return nil }
        let ranking = Ranking(cycles.flatMap(\.1))
        var sizes = [Int](repeating: 0, count: groupCount)
        for label in flatLabels { sizes[label] += 1 }
        let lengths = cycles.map(\.0.count)

        // Each cycle's rank sum per group for each of its rotations, worked out once: a rotation of
        // all cycles then adds up a few numbers per cycle instead of walking every day again.
        var byRotation: [[[Double]]] = []
        var base = 0
        for (cycle, (cycleLabels, _)) in cycles.enumerated() {
            let length = lengths[cycle]
            byRotation.append((0..<length).map { offset in
                var sums = [Double](repeating: 0, count: groupCount)
                for index in 0..<length { sums[cycleLabels[(index + offset) % length]] += ranking.ranks[base + index] }
                return sums
            })
            base += length
        }

        func h(_ offsets: [Int]) -> Double {
            var rankSums = [Double](repeating: 0, count: groupCount)
            for (cycle, offset) in offsets.enumerated() {
                let sums = byRotation[cycle][offset]
                for group in 0..<groupCount { rankSums[group] += sums[group] }
            }
            return KruskalWallis.statistic(rankSums: rankSums, sizes: sizes, ranking: ranking)
        }

        // The tolerance keeps rotations that tie with the observed H counted despite rounding.
        let threshold = h(lengths.map { _ in 0 }) * (1 - 1e-9) - 1e-12
        if let total = rotationCount(lengths, limit: permutations) {
            var offsets = lengths.map { _ in 0 }
            var hits = 0
            for _ in 0..<total {
                if h(offsets) >= threshold { hits += 1 }
                advance(&offsets, lengths: lengths)
            }
            return Double(hits) / Double(total)
        }
        var generator = SplitMix64(seed: seed)
        var hits = 0
        for draw in 1...permutations {
            let offsets = lengths.map { Int.random(in: 0..<$0, using: &generator) }
            if h(offsets) >= threshold { hits += 1 }
            if let stop = stopAfterHits, hits >= stop { return Double(hits) / Double(draw) }
        }
        return Double(hits + 1) / Double(permutations + 1)
    }

    /// The number of distinct rotations, or nil when it exceeds `limit`.
    private static func rotationCount(_ lengths: [Int], limit: Int) -> Int? {
        var total = 1
        for length in lengths {
            let (product, overflow) = total.multipliedReportingOverflow(by: length)
            if overflow || product > limit { return nil }
            total = product
        }
        return total
    }

    /// The next combination of offsets, like an odometer.
    private static func advance(_ offsets: inout [Int], lengths: [Int]) {
        for index in offsets.indices {
            offsets[index] += 1
            if offsets[index] < lengths[index] { return }
            offsets[index] = 0
        }
    }
}
