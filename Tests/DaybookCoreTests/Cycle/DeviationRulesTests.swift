import Testing
import DaybookCore

/// Today is 2026-07-01 throughout, so the 6-month window starts 2026-01-01.
@Suite struct DeviationRulesTests {
    let today = date("2026-07-01")

    /// Starts 01-05, 02-02, 03-15, 04-07, 05-07: cycles 28, 41, 23, 30; 41 − 23 = 18 ≥ 17.
    @Test func irregularCyclesAndFIGOFlags() {
        let history = periods(from: "2026-01-05", cycleLengths: [28, 41, 23, 30])
        let result = DeviationRules.evaluate(periods: history, today: today)
        #expect(result.windowStart == date("2026-01-01"))
        #expect(result.alerts == [.irregularCycles])
        #expect(result.cycleFlags == [
            CycleLengthFlag(cycleStart: date("2026-02-02"), length: 41, kind: .long),
            CycleLengthFlag(cycleStart: date("2026-03-15"), length: 23, kind: .short),
        ])
    }

    /// Cycles 24, 40, 26, 30 (starts 01-05, 01-29, 03-10 …): 40 − 24 = 16, one day short of
    /// irregular; only the 40 is flagged long. 24 and 38 sit on the FIGO limits and are not flagged.
    @Test func aRangeOfSixteenDaysIsNotIrregular() {
        let result = DeviationRules.evaluate(periods: periods(from: "2026-01-05", cycleLengths: [24, 40, 26, 30]), today: today)
        #expect(result.alerts.isEmpty)
        #expect(result.cycleFlags == [CycleLengthFlag(cycleStart: date("2026-01-29"), length: 40, kind: .long)])
        let limits = DeviationRules.evaluate(periods: periods(from: "2026-01-05", cycleLengths: [24, 38]), today: today)
        #expect(limits.cycleFlags.isEmpty)
    }

    @Test func twoPeriodsOfTenDaysOrMoreAreProlonged() {
        let twice = [
            Period(start: date("2026-02-01"), end: date("2026-02-10")), // 10 days
            Period(start: date("2026-03-01"), end: date("2026-03-11")), // 11 days
            Period(start: date("2026-03-29"), end: date("2026-04-02")),
        ]
        #expect(DeviationRules.evaluate(periods: twice, today: today).alerts.contains(.prolongedPeriods))
        let once = [twice[0], Period(start: date("2026-03-01"), end: date("2026-03-09")), twice[2]]
        #expect(!DeviationRules.evaluate(periods: once, today: today).alerts.contains(.prolongedPeriods))
    }

    @Test func spottingInTwoCyclesIsPersistent() {
        let history = [Period(start: date("2026-02-01"), end: date("2026-02-05")), Period(start: date("2026-03-01"), end: date("2026-03-05"))]
        let twoCycles: [LocalDate: FlowLevel] = [date("2026-02-15"): .spotting, date("2026-03-14"): .spotting]
        #expect(DeviationRules.evaluate(periods: history, flow: twoCycles, today: today).alerts == [.persistentSpotting])
        // Two spotting days in one cycle, and one inside a period, are not.
        let oneCycle: [LocalDate: FlowLevel] = [date("2026-02-15"): .spotting, date("2026-02-20"): .spotting, date("2026-03-02"): .spotting]
        #expect(DeviationRules.evaluate(periods: history, flow: oneCycle, today: today).alerts.isEmpty)
    }

    /// A period logged with spotting on its last day (or two) and the day before it began, in three
    /// cycles: the period tapering in and out, not spotting between periods.
    @Test func spottingThatRunsIntoAPeriodIsPartOfIt() {
        let history = [
            Period(start: date("2026-02-01"), end: date("2026-02-04")),
            Period(start: date("2026-03-01"), end: date("2026-03-04")),
            Period(start: date("2026-03-29"), end: date("2026-04-01")),
        ]
        var flow: [LocalDate: FlowLevel] = [:]
        for period in history {
            flow[period.start.adding(days: -1)] = .spotting
            flow[period.start] = .medium
            for day in 1...3 { flow[period.start.adding(days: day)] = .light }
            // Chained: the two days after the last bleeding day.
            flow[period.start.adding(days: 4)] = .spotting
            flow[period.start.adding(days: 5)] = .spotting
        }
        #expect(DeviationRules.evaluate(periods: history, flow: flow, today: today).alerts.isEmpty)

        // Mid-cycle spotting in two of those cycles still is worth a look.
        var midCycle = flow
        midCycle[date("2026-02-15")] = .spotting
        midCycle[date("2026-03-14")] = .spotting
        #expect(DeviationRules.evaluate(periods: history, flow: midCycle, today: today).alerts == [.persistentSpotting])

        // Spotting a day apart from the period, with a day between that is not spotting, does not run into it.
        var apart = flow
        for period in history.prefix(2) {
            apart[period.start.adding(days: 5)] = FlowLevel.none
            apart[period.start.adding(days: 6)] = .spotting
        }
        #expect(DeviationRules.evaluate(periods: history, flow: apart, today: today).alerts == [.persistentSpotting])
    }

    /// History from 2025-10-01 covers the window; only 02-10 and 05-01 fall inside it.
    @Test func oneOrTwoPeriodsInSixMonthsAreInfrequent() {
        let history = [Period(start: date("2025-10-01")), Period(start: date("2026-02-10")), Period(start: date("2026-05-01"))]
        #expect(DeviationRules.evaluate(periods: history, today: today).alerts == [.infrequentPeriods])
        // A new user whose history starts inside the window is not flagged.
        #expect(DeviationRules.evaluate(periods: Array(history.dropFirst()), today: today).alerts.isEmpty)
        // Nor is anyone during a pause.
        let pause = PauseSpan(kind: "pregnancy", start: date("2025-11-01"), end: date("2026-01-20"))
        #expect(DeviationRules.evaluate(periods: history, pauses: [pause], today: today).alerts.isEmpty)
    }

    /// Cycles touching the pause (02-02 → 03-15, 41 days) do not make the history irregular.
    @Test func cyclesInAPauseRaiseNothing() {
        let history = periods(from: "2026-01-05", cycleLengths: [28, 41, 25, 30])
        let pause = PauseSpan(kind: "contraception", start: date("2026-02-10"), end: date("2026-03-01"))
        let result = DeviationRules.evaluate(periods: history, pauses: [pause], today: today)
        #expect(result.alerts.isEmpty && result.cycleFlags.isEmpty)
    }

    /// Six months before 08-31 is 02-31, which does not exist: the window starts 02-28.
    @Test func theWindowEndsOnAMonthsLastDayWhenTheDayDoesNotExist() {
        #expect(DeviationRules.evaluate(periods: [], today: date("2026-08-31")).windowStart == date("2026-02-28"))
        #expect(DeviationRules.evaluate(periods: [], today: date("2024-08-31")).windowStart == date("2024-02-29"))
        #expect(DeviationRules.evaluate(periods: [], today: date("2026-03-15")).windowStart == date("2025-09-15"))
    }
}
