/// The measure on one cycle day, over every cycle that has a value that day.
public struct CycleDayAverage: Sendable, Hashable, Codable {
    /// 1 on the period's first day.
    public let day: Int
    public let mean: Double
    /// Days (one per cycle) that went into the mean.
    public let days: Int
    /// Nil below two days.
    public let standardDeviation: Double?

    public init(day: Int, mean: Double, days: Int, standardDeviation: Double?) {
        self.day = day
        self.mean = mean
        self.days = days
        self.standardDeviation = standardDeviation
    }
}
