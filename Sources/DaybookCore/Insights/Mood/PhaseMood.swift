/// The moods of one cycle phase across the period's cycles.
public struct PhaseMood: Sendable, Hashable, Codable {
    public let phase: CyclePhase
    public let tally: MoodTally

    public init(phase: CyclePhase, tally: MoodTally) {
        self.phase = phase
        self.tally = tally
    }
}
