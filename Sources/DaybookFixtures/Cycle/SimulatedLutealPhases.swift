/// One simulated woman's luteal phases: what her charts show, and what only the simulation knows.
public struct SimulatedLutealPhases: Sendable, Hashable {
    /// Her true mean luteal phase, in days.
    public var mean: Double
    /// Her true SD of a luteal phase from cycle to cycle, in days.
    public var withinSD: Double
    /// Days from each cycle's confirmed ovulation to the next logged start, oldest cycle first.
    public var lengths: [Int]
}
