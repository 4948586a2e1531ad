import Foundation
import PropertyBased
import Testing
@testable import DaybookCore

/// Relations the sympto-thermal rules keep for any readings. Temperatures are drawn in whole
/// 0.05 °C steps (700 steps = 35.00 °C) with a jitter too small to change the rounding, so the
/// expected cover line is exact.
@Suite struct SymptoThermalPropertyTests {
    static let jitter = Gen.double(in: -0.02...0.02).array(of: 60)

    private static func temperature(steps: Int, jitter: [Double], at index: Int) -> Double {
        Double(steps) / 20 + jitter[index % jitter.count]
    }

    private static func days(steps: [Int], jitter: [Double]) -> [FertilityDay] {
        steps.enumerated().map { index, step in
            FertilityDay(date: DripFixture.indexDate(index), temperature: temperature(steps: step, jitter: jitter, at: index))
        }
    }

    /// drip draws the cover line again over the six readings before each candidate, so noise
    /// below the first cover line can still build a lower line and rise over it. What holds is
    /// this: readings that never rise above the highest of the six before them never confirm a shift.
    @Test func readingsNeverAboveTheCoverLineNeverConfirmAShift() async {
        await propertyCheck(
            count: 300,
            input: Gen.int(in: 680...760).array(of: 6), Gen.int(in: 0...10).array(of: 0...40), Self.jitter
        ) { lowSteps, drops, jitter in
            var steps = lowSteps
            for drop in drops {
                let coverLine = steps.suffix(TemperatureShiftDetector.lowReadingsNeeded).max() ?? 0
                steps.append(coverLine - drop)
            }
            #expect(TemperatureShiftDetector.detect(in: Self.days(steps: steps, jitter: jitter)) == nil)
        }
    }

    /// Why the property above is not "noise below the first cover line never gives a shift".
    @Test func noiseBelowTheFirstCoverLineCanDrawALowerOne() {
        let readings = Array(repeating: 36.6, count: 6) + Array(repeating: 36.3, count: 6) + [36.5, 36.5, 36.55]
        let found = TemperatureShiftDetector.detect(in: DripFixture.temperatureDays(readings))?.shift
        #expect(found?.coverLine == 36.3)
        #expect(found?.rule == .regular)
    }

    /// Six low readings and three at least 0.2 °C above the highest of them: the regular rule
    /// confirms the shift on the third, whatever the level of the baseline.
    @Test func aClearShiftIsFoundAtAnyBaselineLevel() async {
        await propertyCheck(
            count: 300,
            input: Gen.int(in: 680...760), Gen.int(in: 0...8).array(of: 6), Gen.int(in: 4...12).array(of: 3), Self.jitter
        ) { level, lowOffsets, rises, jitter in
            let lowSteps = lowOffsets.map { level - $0 }
            let coverLineSteps = lowSteps.max() ?? level
            let steps = lowSteps + rises.map { coverLineSteps + $0 }
            let found = TemperatureShiftDetector.detect(in: Self.days(steps: steps, jitter: jitter))?.shift
            #expect(found?.coverLine == Double(coverLineSteps) / 20)
            #expect(found?.rule == .regular)
            #expect(found?.lowDays == (0..<6).map(DripFixture.indexDate))
            #expect(found?.firstHigherMeasurement == DripFixture.indexDate(6))
            #expect(found?.evaluationComplete == DripFixture.indexDate(8))
        }
    }

    /// Raising every reading by the same amount moves the cover line with it and changes nothing else.
    @Test func aShiftDoesNotDependOnTheBaselineLevel() async {
        await propertyCheck(
            count: 300,
            input: Gen.int(in: 700...740).array(of: 6...30), Gen.int(in: -20...20), Self.jitter
        ) { steps, offset, jitter in
            let original = TemperatureShiftDetector.detect(in: Self.days(steps: steps, jitter: jitter))?.shift
            let moved = TemperatureShiftDetector.detect(in: Self.days(steps: steps.map { $0 + offset }, jitter: jitter))?.shift
            #expect(original?.firstHigherMeasurement == moved?.firstHigherMeasurement)
            #expect(original?.evaluationComplete == moved?.evaluationComplete)
            #expect(original?.rule == moved?.rule)
            if let original, let moved {
                #expect(abs(moved.coverLine - original.coverLine - Double(offset) / 20) < 1e-9)
            }
        }
    }

    /// Any cycle: the phases follow one another without gap or overlap, and each day's status agrees.
    @Test func phasesPartitionTheCycle() async {
        await propertyCheck(
            count: 300,
            input: Gen.int(in: 700...745).array(of: 1...40), Gen.int(in: 0...6).array(of: 40), Gen.int(in: 1...6), Self.jitter
        ) { steps, mucusValues, periodDays, jitter in
            let cycle = steps.enumerated().map { index, step in
                FertilityDay(
                    date: DripFixture.indexDate(index),
                    temperature: Self.temperature(steps: step, jitter: jitter, at: index),
                    // 5 and 6: no mucus noted that day.
                    mucus: mucusValues[index] > 4 ? nil : DripFixture.mucus(nfpValue: mucusValues[index]),
                    bleeding: index < periodDays
                )
            }
            let result = SymptoThermal.evaluate(cycle: cycle, previousCycle: MucusTemperatureFixtures.cycleWithFhm)
            Self.expectPartition(result.phases, of: cycle)
            #expect(result.assumeFertility == !(result.ovulationConfirmed || result.phases.periOvulatory == nil))
            #expect(result.ovulationConfirmed == (result.temperatureShift != nil && result.mucusShift != nil))
            #expect(result.ovulationConfirmed == (result.reason == nil && result.phases.periOvulatory != nil))
            for day in cycle {
                let status = result.status(on: day.date)
                #expect(status.phase != .unknown)
                if let post = result.phases.postOvulatory, day.date > post.start {
                    #expect(status.phase == .postOvulatory && !status.assumeFertile)
                }
            }
        }
    }

    private static func expectPartition(_ phases: FertilityPhases, of cycle: [FertilityDay]) {
        let pre = phases.preOvulatory?.days ?? []
        guard let peri = phases.periOvulatory else {
            #expect(pre == cycle)
            return
        }
        if let preOvulatory = phases.preOvulatory {
            #expect(peri.start == preOvulatory.end.adding(days: 1))
        } else {
            #expect(peri.start == cycle.first?.date)
        }
        if let post = phases.postOvulatory {
            #expect(peri.end == post.start)
            #expect(peri.days.last == post.days.first)
            #expect(post.days == cycle.filter { $0.date >= post.start })
            #expect(pre + peri.days + post.days.dropFirst() == cycle)
        } else {
            #expect(peri.end == nil)
            #expect(pre + peri.days == cycle)
        }
    }
}
