/// Cycle and period lengths of a history,
/// falling back to onboarding answers, then to population defaults, until real history exists.
public struct CycleStatistics: Sendable, Hashable, Codable {
    /// Every completed cycle, including excluded ones (marked with the reason).
    public var cycles: [Cycle]
    /// Over the included cycles only; nil without any.
    public var cycleLength: LengthSummary?
    /// Over the periods whose end is known (up to `longestPeriod` days); nil without any.
    public var periodLength: LengthSummary?
    public var averageCycleLength: Double
    public var averagePeriodLength: Double
    public var cycleLengthSource: StatisticSource
    public var periodLengthSource: StatisticSource

    /// `today`, when given, leaves out a logged period that may still be under way: day 2 of a period
    /// counted as a 2-day period pulled the average down and shortened the next predicted one.
    public init(periods: [Period], pauses: [PauseSpan] = [], onboardingCycleLength: Int? = nil, onboardingPeriodLength: Int? = nil,
                today: LocalDate? = nil) {
        cycles = Cycle.cycles(of: periods, pauses: pauses)
        cycleLength = LengthSummary(cycles.filter(\.isIncluded).map(\.length))
        // A period is a history period when it is not just the onboarding answer.
        periodLength = LengthSummary(periods.filter { $0.source != .onboarding && !Self.mayStillRun($0, today: today) }.compactMap(\.length)
            .filter { $0 <= CycleDefaults.longestPeriod })
        (averageCycleLength, cycleLengthSource) = Self.pick(cycleLength?.mean, onboardingCycleLength, CycleDefaults.cycleLength)
        (averagePeriodLength, periodLengthSource) = Self.pick(periodLength?.mean, onboardingPeriodLength, CycleDefaults.periodLength)
    }

    public init(periods: [Period], pauses: [PauseSpan] = [], preferences: Preferences, today: LocalDate? = nil) {
        self.init(periods: periods, pauses: pauses,
                  onboardingCycleLength: preferences.averageCycleLength,
                  onboardingPeriodLength: preferences.initialPeriodLength, today: today)
    }

    /// A period derived from flow days whose last day is so recent that another flow day would still
    /// belong to it.
    static func mayStillRun(_ period: Period, today: LocalDate?) -> Bool {
        guard let today, period.source == .logged, let end = period.end else { return false }
        return today.days(since: end) <= PeriodDetector.maximumGapDays + 1 && period.start <= today
    }

    private static func pick(_ history: Double?, _ onboarding: Int?, _ fallback: Int) -> (Double, StatisticSource) {
        if let history { return (history, .history) }
        if let onboarding { return (Double(onboarding), .onboarding) }
        return (Double(fallback), .populationDefault)
    }
}

/// Where an average comes from.
public enum StatisticSource: String, Sendable, Hashable, Codable {
    case history
    case onboarding
    case populationDefault
}
