/// Shares of readings (fractions 0…1) in the five glucose ranges of the international consensus on
/// time in range (Battelino et al., Diabetes Care 2019): below 54, 54–69, 70–180, 181–250 and above
/// 250 mg/dL. Boundaries are continuous so converted mmol/L values fall on one side: < 54, < 70,
/// ≤ 180, ≤ 250, > 250.
public struct TimeInRanges: Sendable, Codable, Equatable {
    public var veryLow: Double
    public var low: Double
    public var inRange: Double
    public var high: Double
    public var veryHigh: Double

    public init(veryLow: Double, low: Double, inRange: Double, high: Double, veryHigh: Double) {
        self.veryLow = veryLow
        self.low = low
        self.inRange = inRange
        self.high = high
        self.veryHigh = veryHigh
    }

    /// The index 0…4 (very low … very high) of a reading in mg/dL.
    @inline(__always)
    static func rangeIndex(mgPerDL value: Double) -> Int {
        value < 54 ? 0 : value < 70 ? 1 : value <= 180 ? 2 : value <= 250 ? 3 : 4
    }

    init(counts: [Int]) {
        let total = Double(counts.reduce(0, +))
        func share(_ i: Int) -> Double { total > 0 ? Double(counts[i]) / total : 0 }
        self.init(veryLow: share(0), low: share(1), inRange: share(2), high: share(3), veryHigh: share(4))
    }
}
