import Foundation

/// Plain descriptive statistics. Every function answers `nil` where the statistic is undefined
/// (no values, or too few), never NaN.
public enum Descriptive {
    public static func mean(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        return values.reduce(0, +) / Double(values.count)
    }

    /// Sample standard deviation (n − 1 in the denominator); undefined below two values.
    public static func standardDeviation(_ values: [Double]) -> Double? {
        guard values.count >= 2, let m = mean(values) else { return nil }
        let squares = values.reduce(0) { $0 + ($1 - m) * ($1 - m) }
        return (squares / Double(values.count - 1)).squareRoot()
    }

    /// Coefficient of variation, SD / mean, as a fraction (0.36 = 36 %).
    public static func coefficientOfVariation(_ values: [Double]) -> Double? {
        guard let sd = standardDeviation(values), let m = mean(values), m != 0 else { return nil }
        return sd / m
    }

    /// The median, found by selection rather than a sort: linear on average, which matters for the
    /// million intervals between ten years of sensor readings.
    public static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        var values = values
        let middle = values.count / 2
        select(&values, middle)
        guard values.count % 2 == 0 else { return values[middle] }
        // Everything before the middle is no larger than it: the lower middle is their largest.
        let lower = values[..<middle].max() ?? values[middle]
        return (lower + values[middle]) / 2
    }

    /// Reorders `values` so that `values[k]` is the k-th smallest, with nothing larger before it and
    /// nothing smaller after it (Hoare's selection, pivoting on the middle of three).
    static func select(_ values: inout [Double], _ k: Int) {
        var low = 0, high = values.count - 1
        while low < high {
            let a = values[low], b = values[(low + high) / 2], c = values[high]
            let pivot = max(min(a, b), min(max(a, b), c))
            var i = low, j = high
            while i <= j {
                while values[i] < pivot { i += 1 }
                while values[j] > pivot { j -= 1 }
                if i <= j {
                    values.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if k <= j { high = j } else if k >= i { low = i } else { return }
        }
    }

    /// The p-th percentile (p in 0...100) by linear interpolation between closest ranks
    /// (Hyndman & Fan type 7, numpy's default), so results match numpy.percentile.
    public static func percentile(_ values: [Double], _ p: Double) -> Double? {
        guard !values.isEmpty, p.isFinite, (0...100).contains(p) else { return nil }
        return percentile(sorted: values.sorted(), p)
    }

    /// As `percentile`, for values already sorted ascending (no copy, no sort).
    public static func percentile(sorted values: some RandomAccessCollection<Double>, _ p: Double) -> Double? {
        guard !values.isEmpty, p.isFinite, (0...100).contains(p) else { return nil }
        let rank = p / 100 * Double(values.count - 1)
        let lowerRank = Int(rank.rounded(.down))
        let upperRank = min(lowerRank + 1, values.count - 1)
        let lower = values[values.index(values.startIndex, offsetBy: lowerRank)]
        let upper = values[values.index(values.startIndex, offsetBy: upperRank)]
        return lower + (upper - lower) * (rank - Double(lowerRank))
    }
}
