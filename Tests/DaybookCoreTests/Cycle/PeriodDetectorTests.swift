import Testing
import PropertyBased
import DaybookCore

@Suite struct PeriodDetectorTests {
    @Test func aBleedingDayAfterTwoDryDaysStartsAPeriod() {
        let flow: [LocalDate: FlowLevel] = [
            date("2026-03-01"): .medium, date("2026-03-02"): .heavy, date("2026-03-03"): .light,
            date("2026-03-06"): .light, // 03-04 and 03-05 without bleeding: a new period
        ]
        let periods = PeriodDetector.periods(fromFlow: flow)
        #expect(periods == [
            Period(start: date("2026-03-01"), end: date("2026-03-03"), source: .logged),
            Period(start: date("2026-03-06"), end: date("2026-03-06"), source: .logged),
        ])
    }

    @Test func oneDayGapDoesNotSplitAPeriod() {
        let flow: [LocalDate: FlowLevel] = [
            date("2026-03-01"): .heavy, date("2026-03-02"): .none, date("2026-03-03"): .light,
            date("2026-03-04"): .spotting, date("2026-03-05"): .light,
        ]
        #expect(PeriodDetector.periods(fromFlow: flow) == [Period(start: date("2026-03-01"), end: date("2026-03-05"), source: .logged)])
    }

    @Test func spottingNeitherStartsNorExtendsAPeriod() {
        let flow: [LocalDate: FlowLevel] = [
            date("2026-03-01"): .spotting, date("2026-03-02"): .medium, date("2026-03-03"): .light,
            date("2026-03-04"): .spotting, date("2026-03-05"): .spotting, date("2026-03-20"): .spotting,
        ]
        #expect(PeriodDetector.periods(fromFlow: flow) == [Period(start: date("2026-03-02"), end: date("2026-03-03"), source: .logged)])
    }

    @Test func manualPeriodsReplaceTheDerivedOnesTheyTouch() {
        let derived = [
            Period(start: date("2026-01-01"), end: date("2026-01-05"), source: .logged),
            Period(start: date("2026-01-29"), end: date("2026-02-02"), source: .logged),
            Period(start: date("2026-02-26"), end: date("2026-03-01"), source: .logged),
        ]
        let manual = [
            Period(start: date("2026-01-28"), end: date("2026-02-01")), // overlaps the second
            Period(start: date("2026-03-03"), end: date("2026-03-04")), // one gap day after the third
        ]
        let merged = PeriodDetector.merge(derived: derived, manual: manual)
        #expect(merged == [derived[0], manual[0], manual[1]])
    }

    @Test func theOnboardingPeriodCountsUntilSomethingCoversIt() {
        let alone = PeriodDetector.history(flow: [:], onboardingStart: date("2026-04-10"), onboardingLength: 4)
        #expect(alone == [Period(start: date("2026-04-10"), end: date("2026-04-13"), source: .onboarding)])
        let covered = PeriodDetector.history(flow: [date("2026-04-11"): .heavy], onboardingStart: date("2026-04-10"), onboardingLength: 4)
        #expect(covered == [Period(start: date("2026-04-11"), end: date("2026-04-11"), source: .logged)])
    }

    /// Every bleeding day lies in exactly one period, each period starts and ends on bleeding days,
    /// and consecutive periods are at least two dry days apart.
    @Test func derivedPeriodsPartitionTheBleedingDays() async {
        let levels = Gen.int(in: 0...(FlowLevel.allCases.count - 1)).array(of: 0...60)
        await propertyCheck(input: levels) { indices in
            let origin = date("2026-01-01")
            var flow: [LocalDate: FlowLevel] = [:]
            for (offset, index) in indices.enumerated() { flow[origin.adding(days: offset)] = FlowLevel.allCases[index] }
            let periods = PeriodDetector.periods(fromFlow: flow)
            for (date, level) in flow where level.isBleeding {
                #expect(periods.filter { $0.contains(date) }.count == 1)
            }
            for period in periods {
                #expect(flow[period.start]?.isBleeding == true)
                #expect(period.end.flatMap { flow[$0] }?.isBleeding == true)
            }
            for (a, b) in zip(periods, periods.dropFirst()) {
                #expect(b.start.days(since: a.end ?? a.start) >= 3)
            }
        }
    }
}
