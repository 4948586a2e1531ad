/// One time-of-day slot of the ambulatory glucose profile (AGP): the 5th, 25th, 50th, 75th and 95th
/// percentiles of all readings in that slot, pooled over the days of the report, in the report's unit.
public struct GlucoseProfileSlot: Sendable, Codable, Equatable {
    /// Local minutes since midnight at which the slot starts.
    public let minuteOfDay: Int
    public let count: Int
    public let p5: Double?
    public let p25: Double?
    public let p50: Double?
    public let p75: Double?
    public let p95: Double?

    public init(minuteOfDay: Int, count: Int, p5: Double?, p25: Double?, p50: Double?, p75: Double?, p95: Double?) {
        self.minuteOfDay = minuteOfDay
        self.count = count
        self.p5 = p5
        self.p25 = p25
        self.p50 = p50
        self.p75 = p75
        self.p95 = p95
    }
}
