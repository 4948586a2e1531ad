import Foundation

/// The one account of a person's fertile days, ovulation and phases that every view reads: the
/// calendar, the cycle page and its chart, the fertility status, the predictions and the calendar
/// feed. Each logged cycle is read by its own signs (`CycleFertility`); the days after the cycle
/// under way are the predicted cycles'. The predictions carry the cycle under way's fertile days
/// and ovulation as its signs give them, and a confirmed ovulation moves the next start
/// (`LutealForecast`).
public struct FertilityTimeline: Sendable {
    /// Every logged cycle, oldest first.
    public let cycles: [CycleFertility]
    public let prediction: CyclePrediction
    /// Once the cycle under way has a confirmed ovulation (ungraded: see `LutealForecast.make`).
    public let luteal: LutealForecast?
    public let today: LocalDate

    /// - Parameters:
    ///   - flow: the logged flow, for spotting that adjoins a period (part of it, not a fertile day).
    ///   - calendar: the calendar method's prediction from the period history alone.
    public init(periods: [Period], signs: [LocalDate: FertilityDay], flow: [LocalDate: FlowLevel] = [:],
                calendar: CyclePrediction, today: LocalDate) {
        let evaluated = EvaluatedCycle.all(periods: periods, signs: signs)
        let luteal = LutealForecast.make(evaluated, calendar: [])
        let moved = calendar.applying(luteal)
        let byStart = Dictionary(periods.map { ($0.start, $0) }) { first, _ in first }
        let bleedingDays = flow.filter { $0.value.isBleeding }.keys
        let cycles = evaluated.map { cycle in
            CycleFertility(cycle, periodEnd: Self.bleedingEnd(byStart[cycle.start], start: cycle.start, flow: flow, before: cycle.next),
                           bleeding: Set(bleedingDays.filter { day in day > cycle.start && cycle.next.map { day < $0 } ?? true }),
                           today: today, expectedNext: cycle.next == nil ? moved.next?.start : nil)
        }
        self.cycles = cycles
        self.luteal = luteal
        self.today = today
        prediction = moved.carrying(cycles.last)
    }

    /// The logged cycle `date` falls in (the cycle under way only up to the predicted next start,
    /// or today when that is later); nil before the first period and for predicted cycles.
    public func cycle(containing date: LocalDate) -> CycleFertility? {
        guard let index = cycles.lastIndex(where: { $0.start <= date }) else { return nil }
        let cycle = cycles[index]
        if cycle.next == nil, date > today, let next = prediction.next?.start, date >= next { return nil }
        return cycle
    }

    /// How `date` reads: by its cycle's signs, by the calendar method, or by the predicted cycles.
    public func reading(on date: LocalDate) -> FertilityReading {
        if let cycle = cycle(containing: date) {
            let bySigns = cycle.readBySigns(date), phase = cycle.phase(on: date)
            return FertilityReading(date: date, phase: phase, method: bySigns ? .symptothermal : .calendar,
                                    ovulation: cycle.ovulation == date && phase != .menstrual, ovulationConfirmed: cycle.ovulationConfirmed && bySigns,
                                    cycleStart: cycle.start, reason: reason(cycle, on: date, bySigns: bySigns))
        }
        guard date >= cycles.first?.start ?? date.adding(days: 1) else {
            return FertilityReading(date: date, phase: .unknown, method: .calendar, reason: .noPeriodBefore)
        }
        return predictedReading(on: date)
    }

    /// The date's status with what the rules found in its cycle, for the fertility API and pages.
    public func assessment(on date: LocalDate) -> FertilityAssessment {
        let reading = reading(on: date)
        var assessment = FertilityAssessment(date: date, method: reading.method, phase: reading.phase,
                                             ovulationConfirmed: reading.ovulationConfirmed, reason: reading.reason)
        assessment.ovulation = cycle(containing: date)?.ovulation
        guard reading.method == .symptothermal, let result = cycle(containing: date)?.cycle.result else { return assessment }
        let status = result.status(on: date)
        if result.ovulationConfirmed {
            assessment.coverLine = status.coverLine
            assessment.shiftConfirmedOn = status.shiftConfirmedOn
        }
        assessment.mucusPeak = status.mucusPeak
        return assessment
    }

    /// The calendar's marks in `from...through`: predicted periods, fertile days and ovulation.
    public func marks(from first: LocalDate, through last: LocalDate) -> [CycleDayMark] {
        guard first <= last else { return [] }
        let predicted = Set(CycleCalendarMarks.marks(for: prediction, from: first, through: last).filter(\.predictedPeriod).map(\.date))
        var marks: [CycleDayMark] = []
        var date = first
        while date <= last {
            let reading = reading(on: date)
            // A predicted period never covers a day the logged cycle under way still holds.
            let mark = CycleDayMark(date: date, predictedPeriod: predicted.contains(date) && cycle(containing: date) == nil,
                                    fertile: reading.phase == .fertile, ovulation: reading.ovulation,
                                    predicted: reading.method == .calendar)
            if mark.predictedPeriod || mark.fertile || mark.ovulation { marks.append(mark) }
            date = date.adding(days: 1)
        }
        return marks
    }

    /// The period's last day, or the last of the spotting or bleeding days that follow it without a gap.
    static func bleedingEnd(_ period: Period?, start: LocalDate, flow: [LocalDate: FlowLevel], before next: LocalDate?) -> LocalDate {
        var end = max(start, period?.end ?? start)
        while let level = flow[end.adding(days: 1)], level == .spotting || level.isBleeding, next.map({ end.adding(days: 1) < $0 }) ?? true {
            end = end.adding(days: 1)
        }
        return end
    }

    private func reason(_ cycle: CycleFertility, on date: LocalDate, bySigns: Bool) -> FertilityReason? {
        guard let result = cycle.cycle.result else { return cycle.cycle.hasTemperatures ? .unreadableSigns : .noTemperatures }
        if !bySigns { return .predicted }
        guard !result.ovulationConfirmed, let missing = cycle.missing else { return nil }
        // The infertile start needs no explaining; the days from the first fertile one on do.
        if let fertile = cycle.fertile, date < fertile.lowerBound { return nil }
        return .notConfirmed(missing, cycleEnded: cycle.next != nil)
    }

    /// A day of the predicted cycles: the predicted period, its fertile window and ovulation.
    private func predictedReading(on date: LocalDate) -> FertilityReading {
        let upcoming = prediction.cycles
        guard let index = upcoming.firstIndex(where: { date < $0.start }) else {
            let inLast = upcoming.last.map { $0.start <= date && date <= $0.end } ?? false
            return FertilityReading(date: date, phase: inLast ? .menstrual : .unknown, method: .calendar, reason: .predicted)
        }
        let ahead = upcoming[index]
        let phase: FertilityPhaseKind
        if index > 0, date <= upcoming[index - 1].end {
            phase = .menstrual
        } else if date >= ahead.fertileStart, date <= ahead.fertileEnd {
            phase = .fertile
        } else {
            phase = date < ahead.fertileStart ? .preOvulatory : .postOvulatory
        }
        return FertilityReading(date: date, phase: phase, method: .calendar, ovulation: date == ahead.ovulation, reason: .predicted)
    }
}

/// One date as the timeline reads it.
public struct FertilityReading: Sendable, Equatable {
    public var date: LocalDate
    public var phase: FertilityPhaseKind
    public var method: FertilityAssessment.Method
    /// Ovulation's day, confirmed or expected.
    public var ovulation = false
    public var ovulationConfirmed = false
    /// The logged cycle the date falls in.
    public var cycleStart: LocalDate?
    public var reason: FertilityReason?
}

extension CyclePrediction {
    /// The predictions with the cycle under way's fertile days and ovulation as its signs give them,
    /// so the predicted window and the calendar never disagree.
    func carrying(_ current: CycleFertility?) -> CyclePrediction {
        guard let current, current.next == nil, let fertile = current.fertile, let ovulation = current.ovulation,
              var next = self.next, fertile.upperBound < next.start
        else { return self }
        next.fertileStart = fertile.lowerBound
        next.fertileEnd = fertile.upperBound
        next.ovulation = ovulation
        next.fertileConfirmed = current.ovulationConfirmed ? true : nil
        var prediction = self
        prediction.next = next
        prediction.cycles = [next] + cycles.dropFirst()
        if current.method == .symptothermal { prediction.ovulationMethod = LutealForecast.ovulationMethod }
        return prediction
    }
}
