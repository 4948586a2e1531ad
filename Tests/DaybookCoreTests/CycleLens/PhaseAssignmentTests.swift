import Testing
import DaybookCore

/// Which phase each day of a cycle falls in.
@Suite struct PhaseAssignmentTests {
    let start = LensFixture.firstStart

    /// The phase of cycle day `day` (1 = period start) in `cycle`.
    private func phase(_ cycle: PhasedCycle, day: Int) -> CyclePhase? {
        cycle.phase(on: cycle.start.adding(days: day - 1))
    }

    @Test func confirmedOvulationMovesTheLutealStart() throws {
        let periods = LensFixture.periods(cycleLengths: [28, 28])
        let ovulation = start.adding(days: 11)  // cycle day 12
        let cycles = PhasedCycle.history(periods: periods, ovulations: [ovulation], today: start.adding(days: 60))
        try #require(cycles.count == 3)
        let confirmed = cycles[0], estimated = cycles[1]
        #expect(confirmed.ovulation == .confirmed(ovulation))
        #expect((5...9).map { phase(confirmed, day: $0) } == [.menstrual] + Array(repeating: .follicular, count: 4))
        #expect((10...13).allSatisfy { phase(confirmed, day: $0) == .ovulatory })  // ovulation −2 … +1
        #expect((14...28).allSatisfy { phase(confirmed, day: $0) == .luteal })
        // The next cycle, without a confirmed ovulation, keeps the estimate: luteal from day 17.
        #expect(phase(estimated, day: 14) == .ovulatory && phase(estimated, day: 17) == .luteal)
    }

    @Test func estimatedOvulationIsTheNextStartMinusFourteenDays() throws {
        let periods = LensFixture.periods(cycleLengths: [30, 28])
        let cycles = PhasedCycle.history(periods: periods, ovulations: [], today: start.adding(days: 57))
        let cycle = try #require(cycles.first)
        #expect(cycle.length == 30 && !cycle.isCurrent)
        #expect(cycle.ovulation == .estimated(start.adding(days: 30 - CycleDefaults.lutealPhaseDays)))
        #expect(cycle.ovulation.date == start.adding(days: 16))  // cycle day 17
        #expect(phase(cycle, day: 14) == .follicular)
        #expect((15...18).allSatisfy { phase(cycle, day: $0) == .ovulatory })
        #expect((19...30).allSatisfy { phase(cycle, day: $0) == .luteal })
        #expect(phase(cycle, day: 31) == nil)  // the next cycle's first day
        #expect(cycles[1].phase(on: start.adding(days: 30)) == .menstrual)
    }

    @Test func aPeriodDayIsMenstrual() throws {
        let periods = [
            Period(start: start, end: start.adding(days: 6)),   // 7 days entered
            Period(start: start.adding(days: 28)),               // end not entered: 5 days assumed
            Period(start: start.adding(days: 56), end: start.adding(days: 56)),
        ]
        let cycles = PhasedCycle.history(periods: periods, ovulations: [], today: start.adding(days: 60))
        try #require(cycles.count == 3)
        #expect((1...7).allSatisfy { phase(cycles[0], day: $0) == .menstrual })
        #expect(phase(cycles[0], day: 8) == .follicular)
        #expect((1...5).allSatisfy { phase(cycles[1], day: $0) == .menstrual })
        #expect(phase(cycles[1], day: 6) == .follicular)
        #expect(phase(cycles[2], day: 1) == .menstrual && phase(cycles[2], day: 2) == .follicular)
    }

    /// A period day stays menstrual even when a short cycle's estimated ovulation falls among them.
    @Test func periodDaysWinOverAnEarlyOvulatoryPhase() throws {
        let periods = LensFixture.periods(cycleLengths: [18, 28], periodLength: 5)
        let cycle = try #require(PhasedCycle.history(periods: periods, ovulations: [], today: start.adding(days: 50)).first)
        #expect(cycle.ovulation.date == start.adding(days: 4))  // day 5, the period's last day
        #expect((1...5).allSatisfy { phase(cycle, day: $0) == .menstrual })
        #expect(phase(cycle, day: 6) == .ovulatory && phase(cycle, day: 7) == .luteal)
    }

    /// Without a next start the current cycle's ovulation cannot be estimated: its days count as
    /// follicular only before the earliest ovulatory phase the shortest completed cycle gives.
    @Test func theCurrentCycleStopsBeforeItsOvulatoryPhaseCouldBegin() throws {
        let periods = LensFixture.periods(cycleLengths: [26, 30])
        let today = start.adding(days: 56 + 19)  // current cycle day 20
        let cycles = PhasedCycle.history(periods: periods, ovulations: [], today: today)
        try #require(cycles.count == 3)
        let current = cycles[2]
        #expect(current.isCurrent && current.lastDay == today && current.length == 20)
        #expect(current.ovulation == .unknown)
        // Shortest cycle 26 → ovulation on day 13 at the earliest, its phase from day 11.
        #expect(current.firstUnphasedDay == current.start.adding(days: 10))
        #expect(phase(current, day: 10) == .follicular)
        #expect((11...20).allSatisfy { phase(current, day: $0) == nil })
        #expect(current.cycleDay(of: today) == 20)
        #expect(current.phase(on: today.adding(days: 1)) == nil && current.cycleDay(of: today.adding(days: 1)) == nil)
    }

    @Test func aConfirmedOvulationPhasesTheCurrentCycleUpToToday() throws {
        let periods = LensFixture.periods(cycleLengths: [28])
        let ovulation = start.adding(days: 28 + 13)  // current cycle day 14
        let today = start.adding(days: 28 + 19)
        let current = try #require(PhasedCycle.history(periods: periods, ovulations: [ovulation], today: today).last)
        #expect(current.isCurrent && current.ovulation == .confirmed(ovulation) && current.firstUnphasedDay == nil)
        #expect(phase(current, day: 15) == .ovulatory && phase(current, day: 16) == .luteal)
        #expect(phase(current, day: 20) == .luteal)
    }

    /// The current cycle counts by cycle day, but its unphased days stay out of the phase averages.
    @Test func theCurrentCyclesLaterDaysStayOutOfThePhases() {
        let periods = LensFixture.periods(cycleLengths: [28, 28, 28])
        let today = start.adding(days: 84 + 19)  // current cycle day 20
        let values = (0...103).map { DatedValue(date: start.adding(days: $0), value: 100) }
        let lens = CyclePhaseLens(periods: periods, ovulations: [], values: values, today: today, permutations: 100)
        #expect(lens.cyclesUsed == 4 && lens.completedCycles == 3)
        #expect(lens.byCycleDay.first { $0.day == 20 }?.days == 4)
        // Days 13–20 of the current cycle have no phase: 84 + 12 phased days.
        #expect(lens.byPhase.map(\.days).reduce(0, +) == 84 + 12)
        #expect(lens.byPhase.first { $0.phase == .follicular }?.cycles == 4)
        #expect(lens.byPhase.first { $0.phase == .luteal }?.cycles == 3)
    }

    @Test func pausedCyclesAndFuturePeriodsAreLeftOut() {
        let periods = LensFixture.periods(cycleLengths: [28, 28, 28, 28])
        let pause = PauseSpan(kind: "pregnancy", start: start.adding(days: 30), end: start.adding(days: 40))
        let today = start.adding(days: 90)  // the last period (day 112) has not started yet
        let cycles = PhasedCycle.history(periods: periods, ovulations: [], today: today, pauses: [pause])
        #expect(cycles.map(\.start) == [start, start.adding(days: 56), start.adding(days: 84)])
        #expect(cycles.last?.isCurrent == true && cycles.last?.lastDay == today)
    }

    @Test func aCurrentCycleLongerThanAnyCycleIsAGapNotACycle() {
        let periods = LensFixture.periods(cycleLengths: [28])
        let cycles = PhasedCycle.history(periods: periods, ovulations: [], today: start.adding(days: 28 + CycleDefaults.longestCycle))
        #expect(cycles.count == 1 && cycles[0].isCurrent == false)
    }
}
