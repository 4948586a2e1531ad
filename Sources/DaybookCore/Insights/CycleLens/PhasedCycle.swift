/// One cycle as the lens reads it: its days, its period days and its ovulation, which together say
/// which phase each day belongs to.
public struct PhasedCycle: Sendable, Hashable, Codable {
    /// The period's first day: cycle day 1.
    public let start: LocalDate
    /// The day before the next period starts; for the current cycle, today.
    public let lastDay: LocalDate
    /// The cycle still going on (no next start yet).
    public let isCurrent: Bool
    /// The period's last day as entered, or assumed (see `PhasedCycle.history`).
    public let lastPeriodDay: LocalDate
    public let ovulation: OvulationDay
    /// In the current cycle without a known ovulation, the first day that may already be ovulatory:
    /// from here on days get no phase. Nil in every other cycle.
    public let firstUnphasedDay: LocalDate?

    public init(start: LocalDate, lastDay: LocalDate, isCurrent: Bool, lastPeriodDay: LocalDate,
                ovulation: OvulationDay, firstUnphasedDay: LocalDate? = nil) {
        self.start = start
        self.lastDay = lastDay
        self.isCurrent = isCurrent
        self.lastPeriodDay = lastPeriodDay
        self.ovulation = ovulation
        self.firstUnphasedDay = firstUnphasedDay
    }

    /// Days in the cycle so far (the whole cycle once it is completed).
    public var length: Int { lastDay.days(since: start) + 1 }

    /// The cycle day of a date, 1 on the period's first day; nil outside the cycle.
    public func cycleDay(of date: LocalDate) -> Int? {
        guard date >= start, date <= lastDay else { return nil }
        return date.days(since: start) + 1
    }

    /// The phase of a date; nil outside the cycle and on the current cycle's days whose phase
    /// cannot be told yet. A period day is menstrual even when ovulation is placed near it.
    public func phase(on date: LocalDate) -> CyclePhase? {
        guard cycleDay(of: date) != nil else { return nil }
        if date <= lastPeriodDay { return .menstrual }
        guard let ovulationDate = ovulation.date else {
            if let firstUnphasedDay, date >= firstUnphasedDay { return nil }
            return .follicular
        }
        if date < ovulationDate.adding(days: -CyclePhase.ovulatoryDaysBefore) { return .follicular }
        if date <= ovulationDate.adding(days: CyclePhase.ovulatoryDaysAfter) { return .ovulatory }
        return .luteal
    }
}
