import Testing
import DaybookCore

/// The lens on generated glucose: 6 cycles of 28 days, noise SD 8 mg/dL, with and without a luteal rise.
@Suite struct CycleLensEffectTests {
    @Test func findsALutealRiseBuiltIntoTheData() throws {
        let journal = LensFixture.glucoseJournal(lutealShift: 15, seed: 42)
        let lens = CyclePhaseLens(periods: journal.periods, ovulations: [], values: journal.values, today: journal.today)
        #expect(lens.status == .ok)
        #expect(lens.completedCycles == 6 && lens.cyclesUsed == 7)
        #expect(lens.estimatedOvulations == 6 && lens.confirmedOvulations == 0)
        let means = Dictionary(uniqueKeysWithValues: lens.byPhase.map { ($0.phase, $0.mean) })
        #expect(lens.byPhase.map(\.phase) == CyclePhase.allCases)
        #expect(lens.byPhase.max { $0.mean < $1.mean }?.phase == .luteal)
        let lutealOverFollicular = (means[.luteal] ?? 0) - (means[.follicular] ?? 0)
        #expect(abs(lutealOverFollicular - 15) < 5)
        let difference = try #require(lens.biggestDifference)
        #expect(difference.higher == .luteal)
        #expect(abs(difference.amount - 15) < 5)
        let test = try #require(lens.test)
        #expect(test.phases == CyclePhase.allCases && test.degreesOfFreedom == 3)
        #expect(test.pValue < 0.01)
        #expect(test.chiSquarePValue < 0.01)

        let reading = CyclePhaseReading(lens)
        #expect(reading.outcome == .difference && reading.evidence == .strong)
        let sentence = reading.sentence(measure: "glucose", unit: "mg/dL", words: LensFixture.english)
        #expect(sentence.contains("higher in the luteal phase"))
        #expect(sentence.hasPrefix("Your glucose runs "))
        #expect(sentence.hasSuffix("; 7 cycles, strong evidence."))
    }

    @Test func findsNoDifferenceWhereThereIsNone() throws {
        let journal = LensFixture.glucoseJournal(lutealShift: 0, seed: 42)
        let lens = CyclePhaseLens(periods: journal.periods, ovulations: [], values: journal.values, today: journal.today)
        #expect(lens.status == .ok)
        let test = try #require(lens.test)
        #expect(test.pValue > 0.05)
        #expect((lens.biggestDifference?.amount ?? 99) < 6)
        let reading = CyclePhaseReading(lens)
        #expect(reading.outcome == .noClearDifference && reading.evidence == .none)
        #expect(reading.sentence(measure: "glucose", unit: "mg/dL", words: LensFixture.english)
            == "Your glucose shows no clear difference between phases; 7 cycles.")
    }

    /// Why the p-value comes from rotating each cycle's phases and not from the chi-square table:
    /// with days that carry over into the next (and no phase effect at all), the chi-square p-value
    /// falls under 0.05 in about a third of journals; the rotation test keeps to about 5 %.
    @Test func daysThatHangTogetherDoNotFakeADifference() throws {
        var chiSquareFound = 0, rotationFound = 0
        for seed in UInt64(0)..<100 {
            let journal = LensFixture.carryOverJournal(seed: seed)
            let lens = CyclePhaseLens(periods: journal.periods, ovulations: [], values: journal.values,
                                      today: journal.today, permutations: 499)
            let test = try #require(lens.test)
            if test.chiSquarePValue < 0.05 { chiSquareFound += 1 }
            if test.pValue < 0.05 { rotationFound += 1 }
        }
        #expect(rotationFound <= 10)
        #expect(chiSquareFound >= 20)
    }

    @Test func theSameSeedGivesTheSameAnswer() {
        let journal = LensFixture.glucoseJournal(lutealShift: 4, seed: 7)
        let first = CyclePhaseLens(periods: journal.periods, ovulations: [], values: journal.values, today: journal.today)
        let second = CyclePhaseLens(periods: journal.periods, ovulations: [], values: journal.values, today: journal.today)
        #expect(first == second)
    }

    /// The cycle-day curve carries the rise too, and stops at the last cycle day.
    @Test func averagesByCycleDayFollowTheRise() {
        let journal = LensFixture.glucoseJournal(lutealShift: 15, seed: 42)
        let lens = CyclePhaseLens(periods: journal.periods, ovulations: [], values: journal.values, today: journal.today)
        #expect(lens.byCycleDay.map(\.day) == Array(1...28))
        #expect(lens.byCycleDay.prefix(3).allSatisfy { $0.days == 7 })  // the current cycle's 3 days too
        #expect(lens.byCycleDay.dropFirst(3).allSatisfy { $0.days == 6 })
        let early = lens.byCycleDay.filter { $0.day <= 12 }.map(\.mean)
        let late = lens.byCycleDay.filter { $0.day >= 17 }.map(\.mean)
        let gap = late.reduce(0, +) / Double(late.count) - early.reduce(0, +) / Double(early.count)
        #expect(abs(gap - 15) < 5)
    }
}
