extension PhasedCycle {
    /// The cycles of a period history that the lens uses, oldest first: every completed cycle that
    /// counts in the cycle statistics (none overlapping a pause, no gap in logging, no probably
    /// missed period; see `Cycle.cycles`), then the current cycle up to `today` when it is no longer
    /// than `CycleDefaults.longestCycle` days and overlaps no pause.
    ///
    /// Ovulation: the last confirmed ovulation inside the cycle; otherwise, in a completed cycle,
    /// the next start minus `CycleDefaults.lutealPhaseDays` (marked estimated). The current cycle
    /// has no next start, so without a confirmed ovulation it is not estimable: its days are
    /// follicular only up to the earliest ovulatory phase the shortest completed cycle would give
    /// (the default cycle length without any), and its later days are left out of phase averages.
    /// They still count by cycle day.
    ///
    /// A period whose end was not entered is taken to last `CycleDefaults.periodLength` days; an
    /// entered end beyond `CycleDefaults.longestPeriod` days is cut there, as the cycle statistics
    /// do not plan with such bleeding either. Periods starting after `today` are ignored.
    public static func history(periods: [Period], ovulations: [LocalDate], today: LocalDate,
                               pauses: [PauseSpan] = []) -> [PhasedCycle] {
        let known = periods.filter { $0.start <= today }
        let confirmed = Set(ovulations).sorted()
        let completed = Cycle.cycles(of: known, pauses: pauses).filter(\.isIncluded)
        var cycles = completed.map { cycle in
            let ovulation = confirmed.last { $0 >= cycle.start && $0 <= cycle.lastDay }
                .map(OvulationDay.confirmed)
                ?? .estimated(cycle.nextStart.adding(days: -CycleDefaults.lutealPhaseDays))
            return PhasedCycle(start: cycle.start, lastDay: cycle.lastDay, isCurrent: false,
                               lastPeriodDay: lastPeriodDay(startingOn: cycle.start, in: known), ovulation: ovulation)
        }
        guard let currentStart = known.map(\.start).max(),
              today.days(since: currentStart) < CycleDefaults.longestCycle,
              !pauses.contains(where: { $0.overlaps(from: currentStart, through: today) })
        else { return cycles }
        if let ovulationDate = confirmed.last(where: { $0 >= currentStart && $0 <= today }) {
            cycles.append(PhasedCycle(start: currentStart, lastDay: today, isCurrent: true,
                                      lastPeriodDay: lastPeriodDay(startingOn: currentStart, in: known),
                                      ovulation: .confirmed(ovulationDate)))
        } else {
            let shortest = completed.map(\.length).min() ?? CycleDefaults.cycleLength
            let earliestOvulatoryDay = currentStart.adding(
                days: shortest - CycleDefaults.lutealPhaseDays - CyclePhase.ovulatoryDaysBefore)
            cycles.append(PhasedCycle(start: currentStart, lastDay: today, isCurrent: true,
                                      lastPeriodDay: lastPeriodDay(startingOn: currentStart, in: known),
                                      ovulation: .unknown, firstUnphasedDay: earliestOvulatoryDay))
        }
        return cycles
    }

    /// The period's last day: the latest entered end among the periods starting that day, else the
    /// assumed default length.
    private static func lastPeriodDay(startingOn start: LocalDate, in periods: [Period]) -> LocalDate {
        let longest = start.adding(days: CycleDefaults.longestPeriod - 1)
        let entered = periods.filter { $0.start == start }.compactMap(\.end).max()
        guard let entered else { return start.adding(days: CycleDefaults.periodLength - 1) }
        return min(max(entered, start), longest)
    }
}
