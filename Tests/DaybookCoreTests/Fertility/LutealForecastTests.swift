import Foundation
import Testing
@testable import DaybookCore

/// After a confirmed ovulation the next period is predicted one luteal phase later, the person's own.
@Suite struct LutealForecastTests {
    /// Cycles of the given lengths, each charted: low temperatures up to ovulation (14 days before the
    /// next start, or `luteal` days), high after it, the mucus peaking on ovulation day.
    static func history(lengths: [Int], luteal: Int, current: Int) -> (periods: [Period], signs: [LocalDate: FertilityDay]) {
        var start = LocalDate(dayNumber: 20_000)
        var periods: [Period] = [], signs: [LocalDate: FertilityDay] = [:]
        for (index, length) in (lengths + [current]).enumerated() {
            periods.append(Period(start: start, end: start.adding(days: 3)))
            let isCurrent = index == lengths.count
            let ovulationDay = (isCurrent ? 28 : length) - luteal  // cycle day index, 0-based
            for day in 4..<max(4, length) {
                let date = start.adding(days: day)
                let after = day > ovulationDay
                let mucus: Mucus = day == ovulationDay || day == ovulationDay - 1 ? Mucus(feeling: .slippery, texture: .eggWhite)
                    : day > ovulationDay - 4 && day < ovulationDay - 1 ? Mucus(feeling: .wet, texture: .creamy) : Mucus(feeling: .dry, texture: .none)
                signs[date] = FertilityDay(date: date, temperature: after ? 36.8 : 36.35 + Double(day % 3) * 0.05, mucus: mucus)
            }
            start = start.adding(days: length)
        }
        return (periods, signs)
    }

    @Test func theNextStartIsOwnLutealLengthAfterTheConfirmedOvulation() throws {
        let journal = Self.history(lengths: [27, 30, 26, 29], luteal: 12, current: 22)
        let cycles = EvaluatedCycle.all(periods: journal.periods, signs: journal.signs)
        let confirmed = cycles.compactMap { $0.result?.ovulationDay }
        #expect(confirmed.count == 5, "\(cycles.map { $0.result?.reason.map { "\($0)" } ?? "ok" })")
        let calendar = CycleBacktest.cases(periods: journal.periods, minimumHistory: 1) { CyclePredictor.standard.forecast(cycles: $0) }
        let forecast = try #require(LutealForecast.make(cycles, calendar: calendar))
        #expect(forecast.ownCycles == 4)
        let ownLength = forecast.lutealLength
        #expect(forecast.nextStart == forecast.ovulation.adding(days: ownLength))
        #expect((11...13).contains(ownLength), "\(ownLength)")
        #expect(forecast.earliest < forecast.nextStart && forecast.nextStart < forecast.latest)
        // Irregular follicular phases, a steady luteal one: counting from ovulation wins.
        let mae = try #require(forecast.backtest.mae), calendarMae = try #require(forecast.backtest.calendarMae)
        #expect(forecast.backtest.n >= 2 && mae < calendarMae, "\(forecast.backtest)")
    }

    /// The first charted cycle: no own length yet, so the published mean luteal phase, 12.4 days
    /// (Bull et al. 2019), not the textbook 14. Its spread, √(1.9² + 1.7²) ≈ 2.55 days between and
    /// within women, makes 9–15 days after ovulation the shortest run of whole days holding 80%
    /// (82.5%; 10–15 would hold 76%).
    @Test func theFirstConfirmedOvulationCountsThePublishedLutealPhase() throws {
        let journal = Self.history(lengths: [], luteal: 12, current: 22)
        let cycles = EvaluatedCycle.all(periods: journal.periods, signs: journal.signs)
        let forecast = try #require(LutealForecast.make(cycles, calendar: []))
        #expect(forecast.ownCycles == 0 && forecast.lutealLength == 12)
        #expect(forecast.nextStart == forecast.ovulation.adding(days: 12))
        #expect(forecast.earliest == forecast.ovulation.adding(days: 9) && forecast.latest == forecast.ovulation.adding(days: 15))
        #expect(forecast.backtest.n == 0)
    }

    /// Four steady own luteal phases outweigh the population's spread: the range narrows around hers.
    @Test func steadyOwnLengthsNarrowTheRange() throws {
        let first = Self.history(lengths: [], luteal: 12, current: 22)
        let prior = try #require(LutealForecast.make(EvaluatedCycle.all(periods: first.periods, signs: first.signs), calendar: []))
        let steady = Self.history(lengths: [28, 28, 28, 28], luteal: 12, current: 22)
        let own = try #require(LutealForecast.make(EvaluatedCycle.all(periods: steady.periods, signs: steady.signs), calendar: []))
        #expect(own.ownCycles == 4)
        #expect(own.latest.days(since: own.earliest) < prior.latest.days(since: prior.earliest))
        #expect(own.earliest <= own.nextStart && own.nextStart <= own.latest)
    }

    @Test func withoutAConfirmedOvulationInTheCurrentCycleThereIsNone() {
        let journal = Self.history(lengths: [28, 28, 28], luteal: 14, current: 10)
        let cycles = EvaluatedCycle.all(periods: journal.periods, signs: journal.signs)
        #expect(LutealForecast.make(cycles, calendar: []) == nil)
    }

    @Test func theReportTakesTheForecastAsItsPrediction() throws {
        let journal = Self.history(lengths: [27, 30, 26, 29], luteal: 12, current: 22)
        let cycles = EvaluatedCycle.all(periods: journal.periods, signs: journal.signs)
        let forecast = try #require(LutealForecast.make(cycles, calendar: []))
        let today = journal.periods[journal.periods.count - 1].start.adding(days: 21)
        let report = CyclePredictionReport(periods: journal.periods, today: today).applying(forecast)
        #expect(report.nextStart == forecast.nextStart && report.method == LutealForecast.method)
        #expect(report.daysUntil == forecast.nextStart.days(since: today) && report.afterOvulation == forecast)
    }

    @Test func thePredictedPeriodsMoveWithTheForecast() throws {
        let journal = Self.history(lengths: [27, 30, 26, 29], luteal: 12, current: 22)
        let forecast = try #require(LutealForecast.make(EvaluatedCycle.all(periods: journal.periods, signs: journal.signs), calendar: []))
        let today = journal.periods[journal.periods.count - 1].start.adding(days: 21)
        let calendar = CyclePrediction(periods: journal.periods, today: today)
        let moved = calendar.applying(forecast)
        let next = try #require(moved.next)
        #expect(next.start == forecast.nextStart && next.earliest == forecast.earliest && next.latest == forecast.latest)
        #expect(next.ovulation == forecast.ovulation && next.fertileEnd == forecast.ovulation.adding(days: 1))
        #expect(moved.daysUntil == forecast.nextStart.days(since: today) && moved.method == LutealForecast.method)
        let shift = forecast.nextStart.days(since: try #require(calendar.next).start)
        #expect(moved.cycles.count == calendar.cycles.count)
        for (after, before) in zip(moved.cycles.dropFirst(), calendar.cycles.dropFirst()) {
            #expect(after.start == before.start.adding(days: shift) && after.latest == before.latest.adding(days: shift))
        }
        // Once the forecast's interval has passed, the calendar method carries on.
        let late = forecast.latest.adding(days: 1)
        #expect(CyclePrediction(periods: journal.periods, today: late).applying(forecast) == CyclePrediction(periods: journal.periods, today: late))
    }
}
