import DaybookCore

/// One simulated person: what she logged, and what only the simulation knows about her.
public struct SimulatedWoman: Sendable, Hashable {
    /// Her logged periods, oldest first.
    public var periods: [Period]
    /// Her true expected cycle length, in days.
    public var expectedLength: Double
    /// Her true within-woman SD of a cycle, in days: how regular she is.
    public var withinSD: Double
}
