/// Whether the measure differs between the phases: Kruskal–Wallis H over the days of the compared
/// phases, its p-value from `CycleRotationTest`, and for reference the chi-square one.
public struct PhaseDifferenceTest: Sendable, Hashable, Codable {
    /// The phases compared, each with at least `CyclePhaseLens.minimumDaysPerPhase` days.
    public let phases: [CyclePhase]
    public let h: Double
    public let degreesOfFreedom: Int
    /// The p-value the reading uses: the rotation permutation test, honest about days that hang
    /// together within a cycle.
    public let pValue: Double
    /// The textbook chi-square p-value of H, which treats days as independent and so tends to be
    /// smaller than `pValue` on real journals; not used for the reading.
    public let chiSquarePValue: Double
    /// Monte Carlo draws asked for (fewer rotations than this are enumerated exactly).
    public let permutations: Int

    public init(phases: [CyclePhase], h: Double, degreesOfFreedom: Int, pValue: Double,
                chiSquarePValue: Double, permutations: Int) {
        self.phases = phases
        self.h = h
        self.degreesOfFreedom = degreesOfFreedom
        self.pValue = pValue
        self.chiSquarePValue = chiSquarePValue
        self.permutations = permutations
    }
}
