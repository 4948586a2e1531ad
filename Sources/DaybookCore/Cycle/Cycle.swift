/// One completed cycle: from one period's first day to the day before the next period starts.
/// Its length is the days from one start to the next.
public struct Cycle: Sendable, Hashable, Codable {
    public var start: LocalDate
    public var length: Int
    /// Why this cycle stays out of statistics and predictions; nil when it counts.
    public var exclusion: CycleExclusion?

    public init(start: LocalDate, length: Int, exclusion: CycleExclusion? = nil) {
        self.start = start
        self.length = length
        self.exclusion = exclusion
    }

    public var nextStart: LocalDate { start.adding(days: length) }
    public var lastDay: LocalDate { start.adding(days: length - 1) }
    public var isIncluded: Bool { exclusion == nil }

    /// The completed cycles between consecutive period starts, each marked when it overlaps a pause,
    /// is longer than `longestCycle`, or longer than `missedLogFactor` × the median cycle (probably a
    /// period not logged).
    public static func cycles(of periods: [Period], pauses: [PauseSpan] = []) -> [Cycle] {
        let starts = Set(periods.map(\.start)).sorted()  // two periods on one day make no cycle
        var cycles: [Cycle] = zip(starts, starts.dropFirst()).map { start, next in
            let cycle = Cycle(start: start, length: next.days(since: start))
            let paused = pauses.contains { $0.overlaps(from: cycle.start, through: cycle.lastDay) }
            if paused { return Cycle(start: start, length: cycle.length, exclusion: .paused) }
            return cycle.length > CycleDefaults.longestCycle ? Cycle(start: start, length: cycle.length, exclusion: .gapInLogging) : cycle
        }
        let counted = cycles.filter(\.isIncluded).map { Double($0.length) }
        guard let median = LengthSummary.median(counted) else { return cycles }
        for index in cycles.indices where cycles[index].isIncluded
            && Double(cycles[index].length) > CycleDefaults.missedLogFactor * median {
            cycles[index].exclusion = .probablyMissedPeriod
        }
        return cycles
    }
}

public enum CycleExclusion: String, Sendable, Hashable, Codable {
    /// The cycle overlaps a pause span (pregnancy, contraception …).
    case paused
    /// Longer than twice the median cycle: most likely a period that was not logged.
    case probablyMissedPeriod
    /// Longer than `CycleDefaults.longestCycle`: months without a logged period, not one cycle.
    case gapInLogging
}
