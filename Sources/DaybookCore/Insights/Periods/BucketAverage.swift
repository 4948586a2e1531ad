/// The average of the values that fall in one bucket (an hour of the day, a weekday), with its n.
public struct BucketAverage: Sendable, Codable, Equatable {
    public let bucket: Int
    public let count: Int
    /// `nil` when the bucket is empty.
    public let average: Double?

    public init(bucket: Int, count: Int, average: Double?) {
        self.bucket = bucket
        self.count = count
        self.average = average
    }

    /// One entry per bucket in `range`, empty ones included; keys outside the range are ignored.
    static func buckets(_ range: ClosedRange<Int>, _ values: [(key: Int, value: Double)]) -> [BucketAverage] {
        var sums = [Double](repeating: 0, count: range.count)
        var counts = [Int](repeating: 0, count: range.count)
        for (key, value) in values where range.contains(key) && value.isFinite {
            sums[key - range.lowerBound] += value
            counts[key - range.lowerBound] += 1
        }
        return range.map { key in
            let i = key - range.lowerBound
            return BucketAverage(bucket: key, count: counts[i], average: counts[i] > 0 ? sums[i] / Double(counts[i]) : nil)
        }
    }
}
