/// Cycle deviations worth telling a person about.
///
/// The four alerts are Apple Health's cycle deviation definitions, each over the last 6 months
/// (Apple, "Cycle Tracking: Cycle Deviation Detection", 2022). The long and short flags are the
/// FIGO 2018 limits of normal cycle frequency (24–38 days; Munro et al., Int J Gynecol Obstet 2018).
public enum DeviationRules {
    public static let windowMonths = 6
    public static let prolongedPeriodDays = 10
    public static let irregularRangeDays = 17
    public static let longCycleAbove = 38
    public static let shortCycleBelow = 24

    /// Periods, the flow days (for spotting) and pauses as of `today`. Cycles and periods that
    /// overlap a pause are left out; missed-log cycles are kept, since the alerts are about what was logged.
    public static func evaluate(
        periods: [Period],
        flow: [LocalDate: FlowLevel] = [:],
        pauses: [PauseSpan] = [],
        today: LocalDate
    ) -> CycleDeviations {
        let windowStart = today.addingMonths(-windowMonths)
        let sorted = periods.sorted { $0.start < $1.start }
        let unpaused = sorted.filter { period in !pauses.contains { $0.overlaps(from: period.start, through: period.end ?? period.start) } }
        let cycles = Cycle.cycles(of: sorted, pauses: pauses).filter { $0.exclusion != .paused }
        let recentCycles = cycles.filter { $0.start >= windowStart && $0.nextStart <= today }
        let recentPeriods = unpaused.filter { $0.start >= windowStart && $0.start <= today }

        var alerts: [DeviationAlert] = []
        // Spotting outside a period, counted by the cycle it falls in (the last start before it).
        let edges = spottingAtPeriodEdges(periods: sorted, flow: flow)
        let spottingCycles = Set(flow.filter { day, level in
            level == .spotting && day >= windowStart && day <= today
                && !sorted.contains { $0.contains(day) } && !edges.contains(day)
                && !pauses.contains { $0.isActive(on: day) }
        }.keys.map { day in sorted.last { $0.start <= day }?.start })
        if spottingCycles.count >= 2 { alerts.append(.persistentSpotting) }
        if recentPeriods.filter({ ($0.length ?? 0) >= prolongedPeriodDays }).count >= 2 { alerts.append(.prolongedPeriods) }
        let lengths = recentCycles.map(\.length)
        if let low = lengths.min(), let high = lengths.max(), lengths.count >= 2, high - low >= irregularRangeDays {
            alerts.append(.irregularCycles)
        }
        // Only when the history reaches back over the whole window, so a new user is not flagged.
        let coversWindow = (sorted.first?.start).map { $0 <= windowStart } ?? false
        let pausedInWindow = pauses.contains { $0.overlaps(from: windowStart, through: today) }
        if coversWindow, !pausedInWindow, (1...2).contains(recentPeriods.count) { alerts.append(.infrequentPeriods) }

        let flags = cycles.compactMap { cycle -> CycleLengthFlag? in
            if cycle.length > longCycleAbove { return CycleLengthFlag(cycleStart: cycle.start, length: cycle.length, kind: .long) }
            if cycle.length < shortCycleBelow { return CycleLengthFlag(cycleStart: cycle.start, length: cycle.length, kind: .short) }
            return nil
        }
        return CycleDeviations(windowStart: windowStart, alerts: alerts, cycleFlags: flags)
    }

    /// Spotting that runs into a period, on the days just before its first day or just after its
    /// last (through consecutive spotting days): the period tapering in or out, which people log as
    /// spotting, not spotting between periods.
    static func spottingAtPeriodEdges(periods: [Period], flow: [LocalDate: FlowLevel]) -> Set<LocalDate> {
        var edges: Set<LocalDate> = []
        for period in periods {
            for (from, step) in [(period.start, -1), (period.end ?? period.start, 1)] {
                var day = from.adding(days: step)
                while flow[day] == .spotting, edges.insert(day).inserted {
                    day = day.adding(days: step)
                }
            }
        }
        return edges
    }
}

public struct CycleDeviations: Sendable, Hashable, Codable {
    /// First day of the 6-month window the alerts look at.
    public var windowStart: LocalDate
    public var alerts: [DeviationAlert]
    /// Every cycle outside the FIGO 24–38 day range, oldest first.
    public var cycleFlags: [CycleLengthFlag]

    public init(windowStart: LocalDate, alerts: [DeviationAlert], cycleFlags: [CycleLengthFlag]) {
        self.windowStart = windowStart
        self.alerts = alerts
        self.cycleFlags = cycleFlags
    }
}

public enum DeviationAlert: String, Sendable, Hashable, Codable, CaseIterable {
    /// Spotting outside periods in 2 or more cycles; spotting that runs into a period is part of it.
    case persistentSpotting
    /// Periods of 10 or more days, at least twice.
    case prolongedPeriods
    /// Shortest and longest cycle differ by 17 days or more.
    case irregularCycles
    /// Only 1 or 2 periods.
    case infrequentPeriods
}

public struct CycleLengthFlag: Sendable, Hashable, Codable {
    public var cycleStart: LocalDate
    public var length: Int
    public var kind: Kind

    public init(cycleStart: LocalDate, length: Int, kind: Kind) {
        self.cycleStart = cycleStart
        self.length = length
        self.kind = kind
    }

    public enum Kind: String, Sendable, Hashable, Codable {
        /// Longer than 38 days.
        case long
        /// Shorter than 24 days.
        case short
    }
}
