/// A day's glucose at a glance. Values in mg/dL; mean, min and max are nil when nothing was read.
public struct GlucoseDayStats: Sendable, Equatable, Codable {
    public var count: Int
    public var mean: Double?
    public var min: Double?
    public var max: Double?
    /// Readings below the hypo threshold and above the hyper threshold (as `GlucoseTag`).
    public var hypoCount: Int
    public var hyperCount: Int

    public init(_ readings: [GlucoseReading], hypo: Double, hyper: Double) {
        let values = readings.map(\.mgPerDL)
        count = values.count
        mean = values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
        min = values.min()
        max = values.max()
        let tags = readings.map { $0.tag(hypo: hypo, hyper: hyper) }
        hypoCount = tags.filter { $0 == .hypo }.count
        hyperCount = tags.filter { $0 == .hyper }.count
    }

    /// The share of readings between the thresholds (0…1); nil without readings.
    public var inRangeShare: Double? {
        count == 0 ? nil : Double(count - hypoCount - hyperCount) / Double(count)
    }
}
