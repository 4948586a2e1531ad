/// Mean, median, spread and range of a list of lengths in days.
public struct LengthSummary: Sendable, Hashable, Codable {
    public var count: Int
    public var mean: Double
    public var median: Double
    /// Sample standard deviation (n − 1); nil for fewer than two values.
    public var standardDeviation: Double?
    public var min: Int
    public var max: Int

    /// nil for an empty list.
    public init?(_ values: [Int]) {
        guard let low = values.min(), let high = values.max() else { return nil }
        let doubles = values.map(Double.init)
        count = values.count
        mean = doubles.reduce(0, +) / Double(values.count)
        median = Self.median(doubles) ?? mean
        standardDeviation = Self.standardDeviation(doubles)
        min = low
        max = high
    }

    public static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    public static func standardDeviation(_ values: [Double]) -> Double? {
        guard values.count >= 2 else { return nil }
        let mean = values.reduce(0, +) / Double(values.count)
        let squares = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        return (squares / Double(values.count - 1)).squareRoot()
    }
}
