import Foundation

/// The minus-8 rule: the last infertile day at the start of a cycle is 8 days before the
/// earliest first higher measurement of the earlier cycles. It shortens the 5 days at once, but
/// may lengthen them only once 12 cycles with a confirmed shift are known.
enum MinusEightDayRule {
    static let daysBeforeEarliestShift = 8
    static let cyclesNeededToLengthen = 12

    /// The length of the infertile start the earlier cycles allow, or nil when the 5-day rule stands.
    static func length(after previousCycles: [[FertilityDay]], secondarySymptom: SecondarySymptom) -> Int? {
        let shiftCycleDays = previousCycles.compactMap { cycle in
            cycleDayOfFirstHigherMeasurement(in: cycle, secondarySymptom: secondarySymptom)
        }
        guard let earliest = shiftCycleDays.min() else { return nil }
        let length = earliest - daysBeforeEarliestShift
        if length < FiveDayRule.length { return length }
        if shiftCycleDays.count >= cyclesNeededToLengthen { return length }
        return nil
    }

    /// Counts only cycles whose ovulation the rules confirmed, temperature and secondary symptom
    /// alike; day 1 is the first day of the cycle.
    private static func cycleDayOfFirstHigherMeasurement(
        in cycle: [FertilityDay], secondarySymptom: SecondarySymptom
    ) -> Int? {
        let result = SymptoThermal.evaluate(cycle: cycle, secondarySymptom: secondarySymptom)
        guard let first = cycle.first, let shift = result.temperatureShift else { return nil }
        return shift.firstHigherMeasurement.days(since: first.date) + 1
    }
}
