import Testing
@testable import DaybookCore

/// drip's `mucus.spec.js` and `cervix.spec.js`, case for case. A fixture day's "date" is its
/// index; the second argument is where the temperature evaluation ended.
@Suite struct MucusShiftGoldenTests {
    private func shift(_ values: [Int], temperatureEvaluationEnd: Int) -> SecondarySymptomShift? {
        MucusShiftDetector.detect(in: DripFixture.mucusDays(values), temperatureEvaluationEndIndex: temperatureEvaluationEnd)
    }

    private func expected(peak: Int, evaluationComplete: Int) -> SecondarySymptomShift {
        SecondarySymptomShift(
            symptom: .mucus, peak: DripFixture.indexDate(peak), evaluationComplete: DripFixture.indexDate(evaluationComplete)
        )
    }

    @Test func detectsMucusShiftCorrectly() {
        let values = [0, 0, 0, 1, 1, 2, 2, 2, 3, 3, 3, 2, 2, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0]
        #expect(shift(values, temperatureEvaluationEnd: 12) == expected(peak: 10, evaluationComplete: 13))
        // drip names the days' values too: the peak is S (3), the third lower day t (0).
        #expect(values[10] == 3 && values[13] == 0)
    }

    @Test func detectsNoMucusShiftWhenThereAreLessThan3DaysOfLowerQuality() {
        #expect(shift([0, 1, 1, 2, 0, 0, 1, 2, 3, 2, 3, 3, 3, 2, 2], temperatureEvaluationEnd: 30) == nil)
    }

    @Test func detectsNoMucusShiftWhenThereAreNoMucusValues() {
        let days = (0..<10).map { _ in FertilityDay(date: DripFixture.indexDate(1), temperature: 35) }
        #expect(MucusShiftDetector.detect(in: days, temperatureEvaluationEndIndex: 9) == nil)
    }

    @Test func detectsNoMucusShiftWhenTheMucusValuesAreAllTheSame() {
        #expect(shift([2, 2, 2, 2, 2, 2, 2, 2], temperatureEvaluationEnd: 30) == nil)
    }

    @Test func detectsNoMucusShiftWhenMucusOnlyChangesFromDryToNothing() {
        #expect(shift([0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0], temperatureEvaluationEnd: 30) == nil)
    }

    @Test func ignoresAnEarlySeemingShiftFrom0To1() {
        let values = [0, 0, 0, 1, 0, 0, 0, 2, 3, 3, 3, 2, 2, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0]
        #expect(shift(values, temperatureEvaluationEnd: 12) == expected(peak: 10, evaluationComplete: 13))
        #expect(values[10] == 3 && values[13] == 0)
    }
}

@Suite struct CervixShiftGoldenTests {
    private func shift(_ states: [Int], temperatureEvaluationEnd: Int) -> SecondarySymptomShift? {
        CervixShiftDetector.detect(in: DripFixture.cervixDays(states), temperatureEvaluationEndIndex: temperatureEvaluationEnd)
    }

    private func expected(peak: Int, evaluationComplete: Int) -> SecondarySymptomShift {
        SecondarySymptomShift(
            symptom: .cervix, peak: DripFixture.indexDate(peak), evaluationComplete: DripFixture.indexDate(evaluationComplete)
        )
    }

    // MARK: Detects a cervix shift

    @Test func whenShiftHappensAtDay13WithInfertileCervixUntilTheEndOfTemperatureEvaluation() {
        let states = [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 3, 0, 0, 0, 0, 0, 0, 0]
        #expect(shift(states, temperatureEvaluationEnd: 16) == expected(peak: 10, evaluationComplete: 13))
        // Soft and open on the peak, closed and hard three days later.
        #expect(states[10] == 3 && states[13] == 0)
    }

    @Test func rightAtTheStartWhenTemperatureEvaluationEndedBeforeASecondPotentialShift() {
        let states = [2, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        #expect(shift(states, temperatureEvaluationEnd: 5) == expected(peak: 0, evaluationComplete: 3))
        #expect(states[0] == 2 && states[3] == 0)
    }

    @Test func atDay6WhenTemperatureEvaluationEndedAfterTheSecondShift() {
        let states = [2, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        #expect(shift(states, temperatureEvaluationEnd: 10) == expected(peak: 6, evaluationComplete: 9))
        #expect(states[6] == 1 && states[9] == 0)
    }

    // MARK: Detects no cervix shift

    @Test func ifThereAreLessThan3DaysOfClosedAndHardCervix() {
        #expect(shift([0, 0, 0, 1, 1, 1, 2, 0, 3, 3, 3, 1, 1, 1, 0, 0, 2, 0], temperatureEvaluationEnd: 15) == nil)
    }

    @Test func ifThereAreNotEnoughCervixValues() {
        #expect(shift([2, 0, 0], temperatureEvaluationEnd: 17) == nil)
    }

    @Test func whenTheCervixShiftHappensAfterTheEndOfTemperatureEvaluation() {
        #expect(shift([1, 1, 1, 1, 1, 2, 3, 3, 3, 3, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0], temperatureEvaluationEnd: 10) == nil)
    }

    @Test func ifNoDayShowsAFertileCervixThatCouldBeThePeak() {
        #expect(shift([1, 3, 2, 1, 3, 2, 1, 3, 2, 1, 3, 2, 1, 3, 2, 1], temperatureEvaluationEnd: 12) == nil)
    }

    @Test func ifAllDaysShowAnInfertileCervix() {
        #expect(shift(Array(repeating: 0, count: 18), temperatureEvaluationEnd: 9) == nil)
    }

    @Test func ifThereAreNoCervixValues() {
        #expect(shift([], temperatureEvaluationEnd: 15) == nil)
    }
}
