import DaybookCore

/// One cycle of the report: its lengths against the usual ranges, its fertile days and ovulation,
/// and the flow and pain of each of its days.
public struct CycleReportCycle: Sendable {
    public struct Day: Sendable, Equatable {
        /// 1 is the period's first day.
        public let cycleDay: Int
        public let flow: FlowLevel?
        public let cramps: CrampLevel?

        public init(cycleDay: Int, flow: FlowLevel?, cramps: CrampLevel?) {
            self.cycleDay = cycleDay
            self.flow = flow
            self.cramps = cramps
        }
    }

    public let fertility: CycleFertility
    /// Days from this start to the next; nil for the cycle under way.
    public let cycleLength: Int?
    /// The period's days; nil while it has not ended.
    public let periodLength: Int?
    public let cycleDeviation: LengthDeviation?
    public let periodDeviation: LengthDeviation?
    /// Why the cycle stays out of the averages (a pause, a gap in logging).
    public let exclusion: CycleExclusion?
    /// Day 1 through the cycle's last day, or through today for the cycle under way.
    public let days: [Day]

    public var start: LocalDate { fertility.start }
    public var lastDay: LocalDate { fertility.observedThrough }
    public var isUnderWay: Bool { fertility.next == nil }

    public init(_ fertility: CycleFertility, period: Period?, exclusion: CycleExclusion?, flow: [LocalDate: FlowLevel],
                cramps: [LocalDate: CrampLevel]) {
        self.fertility = fertility
        self.exclusion = exclusion
        cycleLength = fertility.next.map { $0.days(since: fertility.start) }
        periodLength = period?.length
        cycleDeviation = cycleLength.flatMap { UsualLengths.deviation(of: $0, from: UsualLengths.cycleDays) }
        periodDeviation = periodLength.flatMap { UsualLengths.deviation(of: $0, from: UsualLengths.periodDays) }
        let count = fertility.observedThrough.days(since: fertility.start) + 1
        days = (0..<max(count, 0)).map { offset in
            let date = fertility.start.adding(days: offset)
            return Day(cycleDay: offset + 1, flow: flow[date], cramps: cramps[date])
        }
    }
}
