import Testing
@testable import DaybookCore

/// drip's `temperature.spec.js`, case for case. A fixture day's "date" is its index.
@Suite struct TemperatureShiftGoldenTests {
    private func shift(_ temperatures: [Double]) -> TemperatureShift? {
        TemperatureShiftDetector.detect(in: DripFixture.temperatureDays(temperatures))?.shift
    }

    /// Checks a found shift as drip's specs do: cover line, the first higher measurement and
    /// the day the evaluation completed (date and temperature), and the rule.
    private func expectShift(
        _ temperatures: [Double],
        coverLine: Double,
        firstHigher: (index: Int, temperature: Double),
        evaluationComplete: (index: Int, temperature: Double),
        rule: TemperatureShiftRule,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let days = DripFixture.temperatureDays(temperatures)
        guard let found = TemperatureShiftDetector.detect(in: days)?.shift else {
            Issue.record("no temperature shift detected", sourceLocation: sourceLocation)
            return
        }
        #expect(found.coverLine == coverLine, sourceLocation: sourceLocation)
        #expect(found.firstHigherMeasurement == DripFixture.indexDate(firstHigher.index), sourceLocation: sourceLocation)
        #expect(days.temperature(on: found.firstHigherMeasurement) == firstHigher.temperature, sourceLocation: sourceLocation)
        #expect(found.evaluationComplete == DripFixture.indexDate(evaluationComplete.index), sourceLocation: sourceLocation)
        #expect(days.temperature(on: found.evaluationComplete) == evaluationComplete.temperature, sourceLocation: sourceLocation)
        #expect(found.rule == rule, sourceLocation: sourceLocation)
    }

    // MARK: Regular rule

    @Test func reportsLowerTemperatureStatusBeforeShift() {
        #expect(shift([36.7, 36.57, 36.47, 36.49, 36.57]) == nil)
    }

    @Test func detectsTemperatureShiftCorrectly() {
        expectShift(
            [36.7, 36.57, 36.47, 36.49, 36.57, 36.62, 36.55, 36.8, 36.86, 36.8],
            coverLine: 36.6, firstHigher: (7, 36.8), evaluationComplete: (9, 36.8), rule: .regular
        )
    }

    @Test func detectsTemperatureShiftCorrectlyWithDropAfterThirdHighTemp() {
        expectShift(
            [36.7, 36.57, 36.47, 36.49, 36.57, 36.62, 36.55, 36.8, 36.86, 36.8, 36.4],
            coverLine: 36.6, firstHigher: (7, 36.8), evaluationComplete: (9, 36.8), rule: .regular
        )
    }

    @Test func detectsNoTemperatureShiftWhenThereAreNo6LowTemps() {
        #expect(shift([36.47, 36.49, 36.57, 36.62, 36.55, 36.8, 36.86, 36.8]) == nil)
    }

    @Test func detectsNoTemperatureShiftIfTheShiftIsNotHighEnough() {
        #expect(shift([36.57, 36.7, 36.47, 36.49, 36.57, 36.62, 36.55, 36.8, 36.86, 36.8]) == nil)
    }

    @Test func detectsMissingTemperatureShiftCorrectly() {
        #expect(shift([36.7, 36.57, 36.47, 36.49, 36.57, 36.62, 36.55, 36.8, 36.86, 36.77]) == nil)
    }

    @Test func regularRuleDetectsShiftAfterAnEarlierOneWasInvalid() {
        expectShift(
            [36.4, 36.4, 36.4, 36.4, 36.4, 36.4, 36.6, 36.6, 36.4, 36.4, 36.7, 36.8, 36.9],
            coverLine: 36.6, firstHigher: (10, 36.7), evaluationComplete: (12, 36.9), rule: .regular
        )
    }

    @Test func detects2ConsecutiveInvalidShifts() {
        #expect(shift([36.4, 36.4, 36.4, 36.4, 36.4, 36.4, 36.6, 36.6, 36.4, 36.4, 36.6, 36.6, 36.7]) == nil)
    }

    // MARK: First exception rule

    @Test func firstExceptionDetectsTemperatureShift() {
        expectShift(
            [36.7, 36.57, 36.47, 36.49, 36.57, 36.62, 36.55, 36.8, 36.86, 36.77, 36.63],
            coverLine: 36.6, firstHigher: (7, 36.8), evaluationComplete: (10, 36.63), rule: .firstException
        )
    }

    @Test func firstExceptionDetectsMissingTemperatureShiftCorrectly() {
        #expect(shift([36.7, 36.57, 36.47, 36.49, 36.57, 36.62, 36.55, 36.8, 36.86, 36.77, 36.57]) == nil)
    }

    @Test func firstExceptionDetectsMissingTemperatureShiftWithNotEnoughHighTemps() {
        #expect(shift([36.7, 36.57, 36.47, 36.49, 36.57, 36.62, 36.55, 36.8, 36.86, 36.77]) == nil)
    }

    @Test func firstExceptionDetectsShiftAfterAnEarlierOneWasInvalid() {
        expectShift(
            [36.4, 36.4, 36.4, 36.4, 36.4, 36.4, 36.6, 36.6, 36.4, 36.4, 36.7, 36.7, 36.7, 36.7],
            coverLine: 36.6, firstHigher: (10, 36.7), evaluationComplete: (13, 36.7), rule: .firstException
        )
    }

    // MARK: Second exception rule

    @Test func secondExceptionDetectsTemperatureShiftWithExceptionTempEqualToCoverLine() {
        expectShift(
            [36.7, 36.57, 36.47, 36.49, 36.57, 36.62, 36.55, 36.8, 36.86, 36.6, 36.8],
            coverLine: 36.6, firstHigher: (7, 36.8), evaluationComplete: (10, 36.8), rule: .secondException
        )
    }

    @Test func secondExceptionDetectsTemperatureShiftWithExceptionTempLowerThanCoverLine() {
        expectShift(
            [36.7, 36.57, 36.47, 36.49, 36.57, 36.62, 36.55, 36.8, 36.86, 36.4, 36.8],
            coverLine: 36.6, firstHigher: (7, 36.8), evaluationComplete: (10, 36.8), rule: .secondException
        )
    }

    @Test func secondExceptionDetectsMissingTemperatureShiftCorrectly() {
        #expect(shift([36.7, 36.57, 36.47, 36.49, 36.57, 36.62, 36.55, 36.8, 36.86, 36.4, 36.77, 36.77]) == nil)
    }

    @Test func secondExceptionDetectsMissingTemperatureShiftWhenNotEnoughHighTemps() {
        #expect(shift([36.7, 36.57, 36.47, 36.49, 36.57, 36.62, 36.55, 36.8, 36.86, 36.4]) == nil)
    }

    @Test func secondExceptionDetectsShiftAfterAnEarlierOneWasInvalid() {
        expectShift(
            [36.7, 36.57, 36.47, 36.49, 36.57, 36.62, 36.55, 36.8, 36.86, 36.4, 36.77, 36.9, 36.9, 36.86, 37.04],
            coverLine: 36.85, firstHigher: (11, 36.9), evaluationComplete: (14, 37.04), rule: .secondException
        )
    }
}
