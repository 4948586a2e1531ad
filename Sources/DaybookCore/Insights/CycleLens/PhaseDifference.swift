/// The widest gap between two compared phases: the highest phase mean minus the lowest.
public struct PhaseDifference: Sendable, Hashable, Codable {
    public let higher: CyclePhase
    public let lower: CyclePhase
    /// In the measure's own unit (mg/dL, hours, points …); never negative.
    public let amount: Double

    public init(higher: CyclePhase, lower: CyclePhase, amount: Double) {
        self.higher = higher
        self.lower = lower
        self.amount = amount
    }

    /// Nil with fewer than two phases. When every mean is equal the gap is 0 between the first two.
    public init?(_ phases: [PhaseAverage]) {
        guard phases.count >= 2, let first = phases.first else { return nil }
        var highest = first, lowest = first
        for phase in phases.dropFirst() {
            if phase.mean > highest.mean { highest = phase }
            if phase.mean < lowest.mean { lowest = phase }
        }
        if highest.phase == lowest.phase { lowest = phases[1] }
        self.init(higher: highest.phase, lower: lowest.phase, amount: highest.mean - lowest.mean)
    }
}
