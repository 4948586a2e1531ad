/// The Kruskal–Wallis H statistic (Kruskal & Wallis 1952): do several groups of values come from
/// the same distribution? It compares the groups' mean ranks, so it needs no normality and one odd
/// day cannot dominate it. Ties get their average rank and H is divided by the tie correction
/// 1 − Σ(t³ − t)/(N³ − N), as in scipy.stats.kruskal.
public struct KruskalWallis: Sendable, Hashable, Codable {
    public let h: Double
    /// Groups compared minus one.
    public let degreesOfFreedom: Int
    /// The textbook p-value, from the chi-square approximation with `degreesOfFreedom`. It treats
    /// every value as independent of the others.
    public let chiSquarePValue: Double

    /// Nil with fewer than two non-empty groups or a value that is not finite. All values equal
    /// give H = 0 and p = 1: nothing differs.
    public init?(groups: [[Double]]) {
        let filled = groups.filter { !$0.isEmpty }
        guard filled.count >= 2, filled.allSatisfy({ $0.allSatisfy(\.isFinite) }) else { return nil }
        let ranking = Ranking(filled.flatMap { $0 })
        var rankSums: [Double] = []
        var offset = 0
        for group in filled {
            rankSums.append(ranking.ranks[offset..<(offset + group.count)].reduce(0, +))
            offset += group.count
        }
        h = Self.statistic(rankSums: rankSums, sizes: filled.map(\.count), ranking: ranking)
        degreesOfFreedom = filled.count - 1
        chiSquarePValue = RegularizedGamma.chiSquareUpperTail(h, degreesOfFreedom: degreesOfFreedom) ?? 1
    }

    /// H from the groups' rank sums: 12 / (N(N + 1)) · Σ R²/n − 3(N + 1), tie-corrected.
    static func statistic(rankSums: [Double], sizes: [Int], ranking: Ranking) -> Double {
        let total = Double(ranking.ranks.count)
        guard ranking.tieCorrection > 0, total > 1 else { return 0 }
        var sum = 0.0
        for (rankSum, size) in zip(rankSums, sizes) where size > 0 {
            sum += rankSum * rankSum / Double(size)
        }
        let h = (12 / (total * (total + 1)) * sum - 3 * (total + 1)) / ranking.tieCorrection
        return max(0, h)  // rounding can leave a hair below zero when all groups rank alike
    }
}

/// Ranks 1…N of values in the order given, ties sharing their average rank.
struct Ranking: Sendable {
    let ranks: [Double]
    /// 1 − Σ(t³ − t)/(N³ − N) over groups of t tied values; 0 when every value is the same.
    let tieCorrection: Double

    init(_ values: [Double]) {
        let order = values.indices.sorted { values[$0] < values[$1] }
        var ranks = [Double](repeating: 0, count: values.count)
        var tieSum = 0.0
        var first = 0
        while first < order.count {
            var last = first
            while last + 1 < order.count, values[order[last + 1]] == values[order[first]] { last += 1 }
            let averageRank = Double(first + last) / 2 + 1
            for position in first...last { ranks[order[position]] = averageRank }
            let tied = Double(last - first + 1)
            tieSum += tied * tied * tied - tied
            first = last + 1
        }
        self.ranks = ranks
        let n = Double(values.count)
        tieCorrection = n > 1 ? 1 - tieSum / (n * n * n - n) : 0
    }
}
