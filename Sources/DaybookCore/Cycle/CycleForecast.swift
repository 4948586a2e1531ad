/// What the predictor believes about the next cycle lengths: a centre and the spread of one cycle
/// around it, with how much history they rest on.
public struct CycleForecast: Sendable, Hashable, Codable {
    /// Predicted length of each coming cycle, in days.
    public var cycleLength: Double
    /// Standard deviation of a single cycle around `cycleLength`, in days.
    public var spread: Double
    /// How many past cycles the forecast uses (0 = onboarding or population values).
    public var historyCount: Int
    public var source: StatisticSource

    public init(cycleLength: Double, spread: Double, historyCount: Int, source: StatisticSource) {
        self.cycleLength = cycleLength
        self.spread = spread
        self.historyCount = historyCount
        self.source = source
    }

    /// z for a central 80% interval of the normal distribution (the 90th percentile).
    public static let z80 = 1.2815516

    /// Half the width of the 80% interval around the start `cyclesAhead` cycles from the last one.
    /// The start is a sum of `h` cycles, each with variance σ², plus the centre's own error hσ/√n:
    /// var = σ²(h + h²/n). Without history the centre is as uncertain as one cycle (n = 1).
    public func halfWidth(cyclesAhead h: Int) -> Double {
        let horizon = Double(max(1, h))
        let n = Double(max(1, historyCount))
        return Self.z80 * spread * (horizon + horizon * horizon / n).squareRoot()
    }
}
