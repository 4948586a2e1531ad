import Testing
import PropertyBased
import DaybookCore

@Suite struct CycleStatisticsTests {
    /// By hand: mean 116/4 = 29; median (28+30)/2 = 29; squared deviations 1+1+9+9 = 20,
    /// SD = √(20/3) = 2.5820.
    @Test func summaryOfFourLengths() throws {
        let summary = try #require(LengthSummary([28, 30, 26, 32]))
        #expect(summary.count == 4)
        #expect(summary.mean == 29)
        #expect(summary.median == 29)
        #expect(abs((summary.standardDeviation ?? 0) - 2.5820) < 0.0001)
        #expect(summary.min == 26 && summary.max == 32)
        #expect(LengthSummary([]) == nil)
        #expect(LengthSummary([27])?.standardDeviation == nil)
    }

    @Test func cycleLengthIsDaysFromOneStartToTheNext() {
        let stats = CycleStatistics(periods: periods(from: "2026-01-01", cycleLengths: [28, 30, 26], periodLength: 4))
        #expect(stats.cycles.map(\.length) == [28, 30, 26])
        #expect(stats.cycles.first?.start == date("2026-01-01"))
        #expect(stats.averageCycleLength == 28)
        #expect(stats.averagePeriodLength == 4)
        #expect(stats.cycleLengthSource == .history)
    }

    /// Two 5-day periods, and one logged since yesterday: the average stays 5 until that one has ended.
    @Test func aPeriodStillUnderWayIsNotAverageYet() {
        var history = periods(from: "2026-01-01", cycleLengths: [28], periodLength: 5).map { Period(start: $0.start, end: $0.end, source: .logged) }
        let running = Period(start: date("2026-02-26"), end: date("2026-02-27"), source: .logged)
        history.append(running)
        #expect(CycleStatistics(periods: history, today: date("2026-02-27")).averagePeriodLength == 5)
        #expect(CycleStatistics(periods: history, today: date("2026-02-28")).averagePeriodLength == 5, "a gap day may still follow")
        #expect(CycleStatistics(periods: history, today: date("2026-03-02")).averagePeriodLength == 4, "ended: 2 days counts")
        #expect(CycleStatistics(periods: history).averagePeriodLength == 4, "without a today every known end counts")
        let manual = history.dropLast() + [Period(start: running.start, end: running.end, source: .manual)]
        #expect(CycleStatistics(periods: Array(manual), today: date("2026-02-27")).averagePeriodLength == 4, "an entered end is final")
    }

    /// 60 > 2 × median 28: a probably missed period, left out; the mean of the rest is 28.
    @Test func aCycleOverTwiceTheMedianIsLeftOut() {
        let stats = CycleStatistics(periods: periods(from: "2026-01-01", cycleLengths: [28, 28, 60, 28, 28]))
        #expect(stats.cycles[2].exclusion == .probablyMissedPeriod)
        #expect(stats.cycleLength?.count == 4)
        #expect(stats.averageCycleLength == 28)
    }

    @Test func cyclesOverlappingAPauseAreLeftOut() {
        // Starts 01-01, 01-29, 02-26, 03-26, 04-23; the pause touches the cycle from 01-29 only.
        let history = periods(from: "2026-01-01", cycleLengths: [28, 28, 28, 30])
        let pause = PauseSpan(kind: "contraception", start: date("2026-02-05"), end: date("2026-02-20"))
        let stats = CycleStatistics(periods: history, pauses: [pause])
        #expect(stats.cycles.map(\.exclusion) == [nil, .paused, nil, nil])
        #expect(stats.cycleLength?.count == 3)
        #expect(abs(stats.averageCycleLength - 86.0 / 3) < 1e-9)
    }

    @Test func onboardingValuesUntilHistoryExistsThenDefaults() {
        var preferences = Preferences(displayName: "A", timeZone: "UTC")
        preferences.averageCycleLength = 31
        preferences.initialPeriodLength = 6
        let onboarding = CycleStatistics(periods: [Period(start: date("2026-01-01"))], preferences: preferences)
        #expect(onboarding.averageCycleLength == 31 && onboarding.cycleLengthSource == .onboarding)
        #expect(onboarding.averagePeriodLength == 6 && onboarding.periodLengthSource == .onboarding)
        let none = CycleStatistics(periods: [])
        #expect(none.averageCycleLength == 28 && none.averagePeriodLength == 5)
        #expect(none.cycleLengthSource == .populationDefault)
    }

    @Test func summaryStaysWithinRangeAndShiftsWithItsData() async {
        await propertyCheck(input: Gen.int(in: 15...90).array(of: 1...30), Gen.int(in: -10...10)) { lengths, shift in
            guard let summary = LengthSummary(lengths), let shifted = LengthSummary(lengths.map { $0 + shift }) else {
                Issue.record("no summary for a non-empty list")
                return
            }
            #expect(Double(summary.min) <= summary.median && summary.median <= Double(summary.max))
            #expect(Double(summary.min) - 1e-9 <= summary.mean && summary.mean <= Double(summary.max) + 1e-9)
            #expect(abs(shifted.mean - summary.mean - Double(shift)) < 1e-9)
            #expect(abs(shifted.median - summary.median - Double(shift)) < 1e-9)
            #expect(abs((shifted.standardDeviation ?? 0) - (summary.standardDeviation ?? 0)) < 1e-9)
        }
    }
}
