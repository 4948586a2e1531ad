import Testing
import DaybookCore

/// Below the minimums the lens says "not enough data" instead of comparing.
@Suite struct CycleLensMinimumTests {
    let start = LensFixture.firstStart

    private func values(days: ClosedRange<Int>, _ value: (Int) -> Double = { Double($0 % 28 >= 16 ? 130 : 100) }) -> [DatedValue] {
        days.map { DatedValue(date: start.adding(days: $0), value: value($0)) }
    }

    @Test func twoCyclesAreNotEnough() {
        let periods = LensFixture.periods(cycleLengths: [28, 28])
        let lens = CyclePhaseLens(periods: periods, ovulations: [], values: values(days: 0...56),
                                  today: start.adding(days: 56), permutations: 200)
        #expect(lens.completedCycles == 2)
        #expect(lens.status == .notEnoughData)
        #expect(lens.test == nil && lens.biggestDifference == nil)
        #expect(!lens.byPhase.isEmpty && !lens.byCycleDay.isEmpty)  // the averages are still there
        let reading = CyclePhaseReading(lens)
        #expect(reading.outcome == .notEnoughData && reading.amount == nil && reading.evidence == .none)
        #expect(reading.sentence(measure: "stress", unit: "", words: LensFixture.english)
            == "Not enough cycles yet to compare your stress between phases.")
    }

    @Test func threeCyclesAreEnough() {
        let periods = LensFixture.periods(cycleLengths: [28, 28, 28])
        let lens = CyclePhaseLens(periods: periods, ovulations: [], values: values(days: 0...84),
                                  today: start.adding(days: 84), permutations: 200)
        #expect(CyclePhaseLens.minimumCompletedCycles == 3)
        #expect(lens.status == .ok && lens.completedCycles == 3)
        #expect(lens.test != nil)
        #expect(lens.biggestDifference == PhaseDifference(higher: .luteal, lower: .menstrual, amount: 30))
    }

    /// Cycles without a single value do not count towards the minimum.
    @Test func cyclesWithoutValuesDoNotCount() {
        let periods = LensFixture.periods(cycleLengths: [28, 28, 28])
        let lens = CyclePhaseLens(periods: periods, ovulations: [], values: values(days: 28...84),
                                  today: start.adding(days: 84), permutations: 200)
        #expect(lens.completedCycles == 2 && lens.cyclesUsed == 3 && lens.status == .notEnoughData)
    }

    @Test func aPhaseWithTooFewDaysIsLeftOut() throws {
        let periods = LensFixture.periods(cycleLengths: [28, 28, 28])
        // Ovulatory days (cycle days 13–16) only in the first cycle: 4 days, one short.
        let kept = values(days: 0...83).filter { item in
            let index = item.date.days(since: start)
            return index < 28 || !(12...15).contains(index % 28)
        }
        let lens = CyclePhaseLens(periods: periods, ovulations: [], values: kept, today: start.adding(days: 84), permutations: 200)
        let ovulatory = try #require(lens.byPhase.first { $0.phase == .ovulatory })
        #expect(ovulatory.days == 4 && !ovulatory.hasEnoughDays)
        let test = try #require(lens.test)
        #expect(test.phases == [.menstrual, .follicular, .luteal] && test.degreesOfFreedom == 2)
    }

    @Test func fewerThanTwoPhasesGiveNoTest() {
        let periods = LensFixture.periods(cycleLengths: [28, 28, 28])
        // Only period days, and three follicular days in all.
        let kept = values(days: 0...83).filter { $0.date.days(since: self.start) % 28 < 5 }
            + [5, 33, 61].map { DatedValue(date: start.adding(days: $0), value: 100) }
        let lens = CyclePhaseLens(periods: periods, ovulations: [], values: kept, today: start.adding(days: 84), permutations: 200)
        #expect(lens.status == .ok)
        #expect(lens.byPhase.filter(\.hasEnoughDays).map(\.phase) == [.menstrual])
        #expect(lens.test == nil && lens.biggestDifference == nil)
        #expect(CyclePhaseReading(lens).outcome == .notEnoughData)
    }

    @Test func daysAfterTheLastCycleDayAreNotAveragedByDay() {
        let periods = LensFixture.periods(cycleLengths: [40, 28, 28])
        let lens = CyclePhaseLens(periods: periods, ovulations: [], values: values(days: 0...95) { _ in 1 },
                                  today: start.adding(days: 96), permutations: 100)
        #expect(lens.byCycleDay.last?.day == CyclePhaseLens.lastCycleDay)
        #expect(lens.completedCycles == 3 && lens.cyclesUsed == 3)
        #expect(lens.byPhase.map(\.days).reduce(0, +) == 96)  // every day still has its phase
    }
}
