import Testing
@testable import DaybookCore

/// The consensus targets (Battelino 2019): time in range is a floor it must pass, CV a ceiling it may
/// reach, the times below and above range ceilings they must stay under.
@Suite struct ConsensusTargetTests {
    @Test func aValueOnTheLimitMeetsOnlyTheCVTarget() {
        #expect(!ConsensusTarget.timeInRange.isMet(by: 0.70) && ConsensusTarget.timeInRange.isMet(by: 0.71))
        #expect(ConsensusTarget.coefficientOfVariation.isMet(by: 0.36) && !ConsensusTarget.coefficientOfVariation.isMet(by: 0.37))
        #expect(!ConsensusTarget.timeBelowRange.isMet(by: 0.04) && ConsensusTarget.timeBelowRange.isMet(by: 0.039))
        #expect(!ConsensusTarget.timeVeryLow.isMet(by: 0.01) && !ConsensusTarget.timeVeryHigh.isMet(by: 0.05))
        #expect(ConsensusTarget.timeAboveRange.isMet(by: 0.249))
    }

    @Test func theTimesBelowAndAboveRangeIncludeTheirVeryLowAndVeryHigh() throws {
        let day = try LocalDate(parsing: "2026-05-27")
        let start = day.startInstant(in: .gmt)
        // 20 readings: 1 below 54, 1 at 60, 16 in range, 1 at 200, 1 above 250.
        let values = [50.0, 60] + Array(repeating: 120, count: 16) + [200, 300]
        let readings = values.enumerated().map { TimedValue(time: start.addingTimeInterval(Double($0.offset) * 300), value: $0.element) }
        let report = try GlucoseReport(readings: readings, from: day, to: day, timeZone: .gmt)
        #expect(ConsensusTarget.timeInRange.value(in: report) == 0.8)
        #expect(ConsensusTarget.timeBelowRange.value(in: report) == 0.1 && ConsensusTarget.timeVeryLow.value(in: report) == 0.05)
        #expect(ConsensusTarget.timeAboveRange.value(in: report) == 0.1 && ConsensusTarget.timeVeryHigh.value(in: report) == 0.05)
        let empty = try GlucoseReport(readings: [], from: day, to: day, timeZone: .gmt)
        #expect(ConsensusTarget.allCases.allSatisfy { $0.value(in: empty) == nil })
    }
}
