import Foundation

/// One cycle of a person's history with its observed signs, evaluated by the sympto-thermal rules
/// when it holds temperatures. A cycle runs from a period's start to the day before the next.
public struct EvaluatedCycle: Sendable, Equatable {
    public let start: LocalDate
    /// The next period's start; nil for the cycle under way.
    public let next: LocalDate?
    /// The observed days, the period's days marked as bleeding.
    public let days: [FertilityDay]
    /// nil when the cycle has no usable temperature or cannot be read: the calendar method applies.
    public let result: SymptoThermalResult?
    /// The cycle under way's infertile start by the rules her charted cycles allow (the 5-day or the
    /// minus-8 rule), before it holds a temperature of its own; with one, `result` has it.
    public var ruleInfertileStart: PreOvulatoryPhase? = nil

    /// The infertile days the rules give the cycle's start, whether or not it holds temperatures yet.
    public var infertileStart: PreOvulatoryPhase? { result.map { $0.phases.preOvulatory } ?? ruleInfertileStart }

    public var hasTemperatures: Bool { days.contains { $0.usableTemperature != nil } }

    /// The cycle `date` falls in, read with the cycle before it (the 5-day rule) and the earlier ones
    /// (the minus-8 rule); nil before the first logged period.
    public static func containing(_ date: LocalDate, periods: [Period], signs: [LocalDate: FertilityDay]) -> EvaluatedCycle? {
        let starts = periods.map(\.start).sorted()
        guard let index = starts.lastIndex(where: { $0 <= date }) else { return nil }
        return evaluate(index, starts: starts, cycles: observedCycles(starts: starts, periods: periods, signs: signs))
    }

    /// Every cycle of the history, oldest first, each evaluated once.
    public static func all(periods: [Period], signs: [LocalDate: FertilityDay]) -> [EvaluatedCycle] {
        let starts = periods.map(\.start).sorted()
        let cycles = observedCycles(starts: starts, periods: periods, signs: signs)
        return starts.indices.map { evaluate($0, starts: starts, cycles: cycles) }
    }

    private static func observedCycles(starts: [LocalDate], periods: [Period], signs: [LocalDate: FertilityDay]) -> [[FertilityDay]] {
        // Each observed day goes to the cycle it falls in, in one pass over the signs.
        var byCycle = [[LocalDate: FertilityDay]](repeating: [:], count: starts.count)
        for (date, day) in signs {
            guard let index = starts.lastIndex(where: { $0 <= date }) else { continue }
            byCycle[index][date] = day
        }
        return starts.indices.map { i in
            days(from: starts[i], before: i + 1 < starts.count ? starts[i + 1] : nil, periods: periods, signs: byCycle[i])
        }
    }

    private static func evaluate(_ index: Int, starts: [LocalDate], cycles: [[FertilityDay]]) -> EvaluatedCycle {
        let cycle = cycles[index]
        let next = index + 1 < starts.count ? starts[index + 1] : nil
        let earlier = index >= 2 ? Array(cycles[0..<(index - 1)].reversed()) : []
        let previous = index >= 1 ? cycles[index - 1] : nil
        guard cycle.contains(where: { $0.usableTemperature != nil }) else {
            // Days 1 and 2 of a charted history: no temperature yet, but the rules already say how long
            // the start stays infertile, and the window to come opens the day after.
            let infertile = next == nil ? SymptoThermal.infertileStart(of: cycle, previousCycle: previous, earlierCycles: earlier) : nil
            return EvaluatedCycle(start: starts[index], next: next, days: cycle, result: nil, ruleInfertileStart: infertile)
        }
        let result = SymptoThermal.evaluate(cycle: cycle, previousCycle: previous, earlierCycles: earlier)
        if case .invalidCycle = result.reason { return EvaluatedCycle(start: starts[index], next: next, days: cycle, result: nil) }
        return EvaluatedCycle(start: starts[index], next: next, days: cycle, result: result)
    }

    static func days(from start: LocalDate, before next: LocalDate?, periods: [Period], signs: [LocalDate: FertilityDay]) -> [FertilityDay] {
        var days = signs.filter { date, _ in date >= start && (next.map { date < $0 } ?? true) }
        // The period's days bleed, whether or not anything else was noted on them.
        if let bleeding = periods.first(where: { $0.start == start }) {
            var date = start
            while date <= (bleeding.end ?? start), next.map({ date < $0 }) ?? true {
                days[date, default: FertilityDay(date: date)].bleeding = true
                date = date.adding(days: 1)
            }
        }
        return days.values.sorted { $0.date < $1.date }
    }

    /// Day 1 is the period's first day.
    public func cycleDay(of date: LocalDate) -> Int { date.days(since: start) + 1 }

    /// The cover line of the temperature rise the rules found, whether or not the mucus has confirmed it yet.
    public var coverLine: Double? { result?.detectedTemperatureShift?.coverLine }
}
