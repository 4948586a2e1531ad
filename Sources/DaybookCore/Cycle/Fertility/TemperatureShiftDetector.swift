import Foundation

/// Finds the first temperature shift of a cycle: six lower readings, a first higher one above
/// all six, and the readings after it that one of the three rules needs.
enum TemperatureShiftDetector {
    static let lowReadingsNeeded = 6
    static let requiredRise = 0.2
    /// Readings are compared in steps of 0.05 °C.
    static let roundingSteps = 20.0
    /// Slack for floating point arithmetic, far below any real difference between readings.
    static let errorMargin = 0.0001

    /// A found shift, with where its evaluation ends in the cycle's days.
    struct Detection {
        let shift: TemperatureShift
        let evaluationCompleteIndex: Int
    }

    private struct Reading {
        let dayIndex: Int
        let date: LocalDate
        let temperature: Double
    }

    static func detect(in cycle: [FertilityDay]) -> Detection? {
        let readings = cycle.enumerated().compactMap { index, day in
            day.usableTemperature.map { Reading(dayIndex: index, date: day.date, temperature: rounded($0)) }
        }
        for candidate in readings.indices where candidate >= lowReadingsNeeded {
            let lowReadings = readings[(candidate - lowReadingsNeeded)..<candidate]
            guard let coverLine = lowReadings.map(\.temperature).max(),
                  readings[candidate].temperature > coverLine,
                  let (rule, confirming) = confirm(after: candidate, in: readings, coverLine: coverLine),
                  let last = confirming.last
            else { continue }
            let shift = TemperatureShift(
                coverLine: coverLine,
                lowDays: lowReadings.map(\.date),
                firstHigherMeasurement: readings[candidate].date,
                confirmingDays: confirming.map(\.date),
                evaluationComplete: last.date,
                rule: rule
            )
            return Detection(shift: shift, evaluationCompleteIndex: last.dayIndex)
        }
        return nil
    }

    /// The rules in drip's order: the regular rule first, then the two exceptions.
    private static func confirm(
        after candidate: Int, in readings: [Reading], coverLine: Double
    ) -> (TemperatureShiftRule, [Reading])? {
        // Two more readings at least are needed to form a higher level.
        guard candidate <= readings.count - 3 else { return nil }
        let next = Array(readings[(candidate + 1)..<min(candidate + 4, readings.count)])
        let nextTwo = Array(next.prefix(2))
        if nextTwo.allSatisfy({ $0.temperature > coverLine }), let third = nextTwo.last,
           risesEnough(third.temperature - coverLine) {
            return (.regular, nextTwo)
        }
        guard next.count == 3 else { return nil }
        if next.allSatisfy({ $0.temperature > coverLine }) {
            return (.firstException, next)
        }
        let secondIsLow = next[0].temperature <= coverLine
        let thirdIsLow = next[1].temperature <= coverLine
        if secondIsLow != thirdIsLow, risesEnough(next[2].temperature - coverLine) {
            return (.secondException, next)
        }
        return nil
    }

    private static func risesEnough(_ difference: Double) -> Bool {
        difference >= requiredRise - errorMargin
    }

    /// To the nearest 0.05 °C, halves rounded up as JavaScript's `Math.round` does.
    static func rounded(_ temperature: Double) -> Double {
        (temperature * roundingSteps + 0.5).rounded(.down) / roundingSteps
    }
}
