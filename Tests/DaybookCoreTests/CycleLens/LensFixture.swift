import Foundation
import DaybookCore

/// Generated journals for the cycle lens: periods, glucose by cycle day, English words.
enum LensFixture {
    /// 2025-01-06, a Monday.
    static let firstStart = LocalDate(dayNumber: 20_094)

    /// Periods of `periodLength` days at `firstStart` and after each of `cycleLengths`.
    static func periods(cycleLengths: [Int], periodLength: Int = 5) -> [Period] {
        var start = firstStart
        var result = [Period(start: start, end: start.adding(days: periodLength - 1))]
        for length in cycleLengths {
            start = start.adding(days: length)
            result.append(Period(start: start, end: start.adding(days: periodLength - 1)))
        }
        return result
    }

    /// A standard normal draw (Box–Muller) from a seeded generator.
    static func normal(_ generator: inout SplitMix64) -> Double {
        let u1 = (Double(generator.next() >> 11) + 0.5) / 9_007_199_254_740_992  // (0, 1)
        let u2 = Double(generator.next() >> 11) / 9_007_199_254_740_992
        return (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
    }

    /// `cycles` cycles of 28 days with a 5-day period, then `currentDays` days of the next cycle.
    /// Glucose is 110 mg/dL plus noise (SD `noise`), and `lutealShift` more on cycle days 17–28:
    /// ovulation counted back 14 days from the next start falls on day 15, its phase ends on day 16.
    static func glucoseJournal(cycles: Int = 6, currentDays: Int = 3, lutealShift: Double, noise: Double = 8,
                               seed: UInt64) -> (periods: [Period], values: [DatedValue], today: LocalDate) {
        let periods = Self.periods(cycleLengths: Array(repeating: 28, count: cycles))
        let days = cycles * 28 + currentDays
        var generator = SplitMix64(seed: seed)
        let values = (0..<days).map { index in
            let cycleDay = index % 28 + 1
            let shift = index < cycles * 28 && cycleDay >= 17 ? lutealShift : 0
            return DatedValue(date: firstStart.adding(days: index), value: 110 + shift + noise * normal(&generator))
        }
        return (periods, values, firstStart.adding(days: days - 1))
    }

    /// 6 cycles of 28 days of glucose with no phase effect at all, but each day close to the day
    /// before: noise that carries over with correlation `carryOver` (an AR(1) series, SD 8 mg/dL),
    /// as a cold or a stressful week does.
    static func carryOverJournal(carryOver: Double = 0.9, seed: UInt64) -> (periods: [Period], values: [DatedValue], today: LocalDate) {
        let periods = Self.periods(cycleLengths: Array(repeating: 28, count: 6))
        var generator = SplitMix64(seed: seed)
        var level = 0.0
        let values = (0..<(6 * 28)).map { index in
            level = carryOver * level + 8 * (1 - carryOver * carryOver).squareRoot() * normal(&generator)
            return DatedValue(date: firstStart.adding(days: index), value: 110 + level)
        }
        return (periods, values, firstStart.adding(days: 6 * 28))
    }

    /// The English words a server would pass in.
    static let english = CyclePhaseWords(
        difference: "Your {measure} runs {amount} {unit} higher in the {higher} phase than in the {lower} phase; {cycles} cycles, {evidence}.",
        noClearDifference: "Your {measure} shows no clear difference between phases; {cycles} cycles.",
        notEnoughData: "Not enough cycles yet to compare your {measure} between phases.",
        phaseNames: [.menstrual: "menstrual", .follicular: "follicular", .ovulatory: "ovulatory", .luteal: "luteal"],
        evidence: [.strong: "strong evidence", .some: "some evidence", .none: "it could be chance"],
        formatAmount: { String(Int($0.rounded())) }
    )
}
