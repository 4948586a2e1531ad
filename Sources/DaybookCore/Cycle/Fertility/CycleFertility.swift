import Foundation

/// One logged cycle's fertile days and ovulation, read from its own signs: by the sympto-thermal
/// rules where it holds temperatures, by the calendar method (ovulation 14 days before the next
/// start) otherwise. Days of the cycle under way that are still to come are predicted: after a
/// confirmed ovulation the rules already say; before it the calendar's window, widened to the
/// days the signs already call fertile.
public struct CycleFertility: Sendable, Equatable {
    public let cycle: EvaluatedCycle
    /// The bleeding the cycle opens with, with any spotting that adjoins it: no fertile day.
    public let period: ClosedRange<LocalDate>
    /// Days of bleeding later in the cycle (a possible new period still unanswered, breakthrough
    /// bleeding): no fertile day, whatever the method says. Spotting is not among them.
    public let bleeding: Set<LocalDate>
    /// The last day the signs speak for: the day before the next start, or today.
    public let observedThrough: LocalDate
    /// The days whose phase is fertile, first to last; nil when nothing can say.
    public let fertile: ClosedRange<LocalDate>?
    /// Confirmed by the signs, or expected by the calendar method.
    public let ovulation: LocalDate?
    /// What the signs still lack; nil once ovulation is confirmed or without temperatures.
    public let missing: MissingSigns?

    /// Cycles whose days run this long are read only this far (a person who stopped logging periods).
    static let longestRead = 400

    public var start: LocalDate { cycle.start }
    public var next: LocalDate? { cycle.next }
    public var ovulationConfirmed: Bool { cycle.result?.ovulationConfirmed == true }
    public var method: FertilityAssessment.Method { cycle.result == nil ? .calendar : .symptothermal }

    /// - Parameters:
    ///   - periodEnd: the period's last day, spotting that adjoins it included.
    ///   - expectedNext: for the cycle under way, the predicted next start.
    public init(_ cycle: EvaluatedCycle, periodEnd: LocalDate, bleeding: Set<LocalDate> = [], today: LocalDate, expectedNext: LocalDate?) {
        self.cycle = cycle
        let period = cycle.start...max(cycle.start, periodEnd)
        self.period = period
        self.bleeding = bleeding
        observedThrough = cycle.next.map { $0.adding(days: -1) } ?? max(today, cycle.start)
        let window = Self.calendarWindow(start: cycle.start, periodEnd: self.period.upperBound, next: cycle.next ?? expectedNext)
        guard let result = cycle.result else {
            missing = nil
            // Under way in a charted history: fertile from the day after the infertile start her rules give.
            if let infertile = cycle.ruleInfertileStart, let window {
                let first = max(infertile.end, period.upperBound).adding(days: 1)
                let last = max(first, window.fertile.upperBound)
                fertile = first...last
                ovulation = min(max(window.ovulation, first), last)
            } else {
                fertile = window.map { $0.fertile }
                ovulation = window?.ovulation
            }
            return
        }
        missing = result.ovulationConfirmed ? nil : MissingSigns.of(cycle.days)
        let observed = Self.fertileDays(from: cycle.start, through: observedThrough) {
            !period.contains($0) && !bleeding.contains($0) && result.status(on: $0).phase == .fertile
        }
        if result.ovulationConfirmed || cycle.next != nil {
            fertile = observed
            ovulation = result.ovulationDay
            return
        }
        // Under way and not confirmed: fertile from the first day the rules call so (or the calendar's
        // first day, when none has come yet), at least through the calendar's window and today.
        let first: LocalDate?
        if let observed {
            first = observed.lowerBound
        } else if let infertile = result.phases.preOvulatory {
            // Her rules, not the calendar's count, say when the infertile start ends.
            first = max(infertile.end, today).adding(days: 1)
        } else if let window {
            first = max(window.fertile.lowerBound, today.adding(days: 1))
        } else {
            first = nil
        }
        guard let first else {
            fertile = nil
            ovulation = nil
            return
        }
        let last = max(first, window?.fertile.upperBound ?? first, observed == nil ? first : today)
        fertile = first...last
        ovulation = window.map { min(max($0.ovulation, first), last) }
    }

    /// The phase of a date of this cycle (`unknown` before it).
    public func phase(on date: LocalDate) -> FertilityPhaseKind {
        guard date >= cycle.start else { return .unknown }
        if period.contains(date) || bleeding.contains(date) { return .menstrual }
        if let result = cycle.result, date <= observedThrough || result.ovulationConfirmed {
            return result.status(on: date).phase
        }
        guard let fertile else { return .unknown }
        return fertile.contains(date) ? .fertile : date < fertile.lowerBound ? .preOvulatory : .postOvulatory
    }

    /// Read by the signs (the rules, on a day they speak for), not predicted.
    public func readBySigns(_ date: LocalDate) -> Bool {
        guard let result = cycle.result else { return false }
        return date <= observedThrough || result.ovulationConfirmed
    }

    /// The first to the last fertile day in `from...through`.
    private static func fertileDays(from: LocalDate, through: LocalDate, _ isFertile: (LocalDate) -> Bool) -> ClosedRange<LocalDate>? {
        var first: LocalDate?, last: LocalDate?
        var date = from
        let end = min(through, from.adding(days: longestRead))
        while date <= end {
            if isFertile(date) {
                first = first ?? date
                last = date
            }
            date = date.adding(days: 1)
        }
        guard let first, let last else { return nil }
        return first...last
    }

    /// The calendar method's window before `next`, never on the period's days (as `PredictedCycle`
    /// has it) nor on or after the next start.
    static func calendarWindow(start: LocalDate, periodEnd: LocalDate, next: LocalDate?) -> (fertile: ClosedRange<LocalDate>, ovulation: LocalDate)? {
        guard let next, next > start else { return nil }
        let window = FertileWindow(nextPeriodStart: next)
        let firstFree = periodEnd.adding(days: 1)
        let ovulation = max(window.ovulation, firstFree)
        let first = max(window.start, firstFree)
        let last = min(max(window.end, ovulation), next.adding(days: -1))
        guard first <= last, ovulation <= last else { return nil }
        return (first...last, ovulation)
    }
}
