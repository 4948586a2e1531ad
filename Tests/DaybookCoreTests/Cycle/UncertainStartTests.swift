@testable import DaybookCore
import Testing

/// Cycles a body can have: bleeding too soon after a period waits for "New period or spotting?",
/// a first odd cycle does not undo the onboarding answers, the fertile window stays off period days,
/// and months without a logged period are no cycle.
@Suite struct UncertainStartTests {
    static func day(_ text: String) -> LocalDate { try! LocalDate(parsing: text) }
    static let medium: [String: FlowLevel] = ["2026-11-24": .medium, "2026-11-25": .medium]
    static var flow: [LocalDate: FlowLevel] { Dictionary(uniqueKeysWithValues: medium.map { (day($0.key), $0.value) }) }

    /// The new user: "29-day cycle, last period 10–14 Nov", then flow logged on 24 Nov.
    @Test func bleedingTwoWeeksAfterTheOnboardingPeriodWaitsForTheAnswer() {
        let onboarding = Self.day("2026-11-10")
        let periods = PeriodDetector.history(flow: Self.flow, onboardingStart: onboarding, onboardingLength: 5)
        #expect(periods.map(\.start) == [onboarding])
        let uncertain = PeriodDetector.uncertainStarts(flow: Self.flow, onboardingStart: onboarding, onboardingLength: 5)
        #expect(uncertain == [UncertainStart(date: Self.day("2026-11-24"), previousStart: onboarding)])
        #expect(uncertain.first?.daysSincePeriodStart == 14)

        let prediction = CyclePrediction(periods: periods, today: Self.day("2026-11-24"), onboardingCycleLength: 29, onboardingPeriodLength: 5)
        #expect(prediction.next?.start == Self.day("2026-12-09"))
        #expect(prediction.daysUntil == 15)

        let spotting = PeriodDetector.history(flow: Self.flow, onboardingStart: onboarding, onboardingLength: 5,
                                              answers: [Self.day("2026-11-24"): .spotting])
        #expect(spotting.map(\.start) == [onboarding])
        #expect(PeriodDetector.uncertainStarts(flow: Self.flow, onboardingStart: onboarding, onboardingLength: 5,
                                               answers: [Self.day("2026-11-24"): .spotting]).isEmpty)
        let period = PeriodDetector.history(flow: Self.flow, onboardingStart: onboarding, onboardingLength: 5,
                                            answers: [Self.day("2026-11-24"): .period])
        #expect(period.map(\.start) == [onboarding, Self.day("2026-11-24")])
    }

    /// Until three own cycles are known the onboarding length counts as the cycles still missing;
    /// from three on it no longer counts, only the population's mild pull (26 → 26.2).
    @Test func theOnboardingCycleIsThePriorUntilThreeCyclesAreKnown() {
        let predictor = CyclePredictor.standard
        #expect(predictor.forecast(lengths: [], onboardingCycleLength: 29).cycleLength == 29)
        #expect(abs(predictor.forecast(lengths: [14], onboardingCycleLength: 29).cycleLength - 24) < 1e-9)
        #expect(abs(predictor.forecast(lengths: [26, 26], onboardingCycleLength: 32).cycleLength - (32 + 2 * 26) / 3) < 1e-9)
        let three = predictor.forecast(lengths: [26, 26, 26], onboardingCycleLength: 40).cycleLength
        #expect(three == predictor.forecast(lengths: [26, 26, 26]).cycleLength && abs(three - 26) < 0.25)
        // Without onboarding answers the population's 28 days is the prior.
        #expect(abs(predictor.forecast(lengths: [22]).cycleLength - (2 * 28 + 22) / 3) < 1e-9)
    }

    /// A 21-day rhythm with 7-day periods: the calendar method's window (days 3–9 before ovulation on
    /// day 7) would lie in the bleeding; it starts after it, and so does ovulation.
    @Test func theFertileWindowNeverFallsOnAPeriodDay() {
        let starts = ["2026-08-03", "2026-08-24", "2026-09-14", "2026-10-05"].map(Self.day)
        let periods = starts.map { Period(start: $0, end: $0.adding(days: 6), source: .logged) }
        let prediction = CyclePrediction(periods: periods, today: Self.day("2026-10-06"))
        for (index, cycle) in prediction.cycles.enumerated() {
            let previousEnd = index == 0 ? Self.day("2026-10-11") : prediction.cycles[index - 1].end
            #expect(cycle.fertileStart > previousEnd, "cycle \(index): fertile from \(cycle.fertileStart), period until \(previousEnd)")
            #expect(cycle.ovulation > previousEnd)
            #expect(cycle.fertileEnd < cycle.start)
        }
    }

    /// A period logged years ago and one now: a gap in logging, not a cycle of thousands of days.
    @Test func monthsWithoutALoggedPeriodAreNoCycle() {
        let periods = [Period(start: Self.day("2019-03-01"), end: Self.day("2019-03-05"), source: .logged),
                       Period(start: Self.day("2026-10-01"), end: Self.day("2026-10-05"), source: .logged)]
        let statistics = CycleStatistics(periods: periods, onboardingCycleLength: 30)
        #expect(statistics.cycles.map(\.exclusion) == [.gapInLogging])
        #expect(statistics.averageCycleLength == 30)
        let prediction = CyclePrediction(periods: periods, today: Self.day("2026-10-10"), onboardingCycleLength: 30)
        #expect(prediction.next?.start == Self.day("2026-10-31"))
        // One endless "period" (flow logged for 40 days) plans no 40-day periods.
        let long = [Period(start: Self.day("2026-01-01"), end: Self.day("2026-02-09"), source: .logged),
                    Period(start: Self.day("2026-03-10"), end: Self.day("2026-03-14"), source: .logged)]
        #expect(CycleStatistics(periods: long).averagePeriodLength == 5)
    }
}
