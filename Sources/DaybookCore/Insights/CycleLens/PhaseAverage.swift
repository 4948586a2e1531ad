/// The measure over all days of one phase, across cycles.
public struct PhaseAverage: Sendable, Hashable, Codable {
    public let phase: CyclePhase
    /// The mean of the phase's days (a longer phase of a cycle weighs more).
    public let mean: Double
    public let days: Int
    /// Cycles with at least one day in the phase.
    public let cycles: Int
    /// Nil below two days.
    public let standardDeviation: Double?
    /// At least `CyclePhaseLens.minimumDaysPerPhase` days: only such phases are compared.
    public let hasEnoughDays: Bool

    public init(phase: CyclePhase, mean: Double, days: Int, cycles: Int, standardDeviation: Double?) {
        self.phase = phase
        self.mean = mean
        self.days = days
        self.cycles = cycles
        self.standardDeviation = standardDeviation
        hasEnoughDays = days >= CyclePhaseLens.minimumDaysPerPhase
    }
}
