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
