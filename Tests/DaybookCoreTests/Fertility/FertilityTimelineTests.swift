import Foundation
import Testing
@testable import DaybookCore

/// One account of fertile days: the calendar's marks, each day's assessment, the predictions and the
/// cycle's own reading never disagree, past cycles included.
@Suite struct FertilityTimelineTests {
    static func timeline(lengths: [Int], luteal: Int = 12, current: Int, charted: Bool = true) -> FertilityTimeline {
        let journal = LutealForecastTests.history(lengths: lengths, luteal: luteal, current: current)
        let today = journal.periods.last!.start.adding(days: current - 1)
        let calendar = CyclePrediction(periods: journal.periods, today: today)
        return FertilityTimeline(periods: journal.periods, signs: charted ? journal.signs : [:], calendar: calendar, today: today)
    }

    /// Every day from the first period to four cycles ahead, in four histories: charted and not, the
    /// cycle under way confirmed (day 22) and not yet (day 12).
    @Test(arguments: [(12, true), (22, true), (12, false), (22, false)])
    func theMarksTheAssessmentsAndThePredictionsAgree(current: Int, charted: Bool) throws {
        let timeline = Self.timeline(lengths: [27, 30, 26, 29], current: current, charted: charted)
        let first = try #require(timeline.cycles.first?.start), last = timeline.today.adding(days: 120)
        let marks = Dictionary(uniqueKeysWithValues: timeline.marks(from: first, through: last).map { ($0.date, $0) })
        var date = first
        while date <= last {
            let reading = timeline.reading(on: date), assessment = timeline.assessment(on: date)
            #expect((marks[date]?.fertile ?? false) == (reading.phase == .fertile), "\(date): \(reading)")
            #expect((marks[date]?.ovulation ?? false) == reading.ovulation, "\(date): \(reading)")
            #expect(assessment.phase == reading.phase && assessment.method == reading.method, "\(date)")
            date = date.adding(days: 1)
        }
        // The predicted window before the next period is the cycle under way's, day for day.
        let current = try #require(timeline.cycles.last), next = try #require(timeline.prediction.next)
        let fertile = try #require(current.fertile)
        #expect(next.fertileStart == fertile.lowerBound && next.fertileEnd == fertile.upperBound)
        #expect(next.ovulation == current.ovulation)
        #expect(marks[next.start]?.predictedPeriod == true)
    }

    @Test func aPastChartedCycleShowsItsOwnConfirmedOvulation() throws {
        let timeline = Self.timeline(lengths: [27, 30], current: 10)
        let past = timeline.cycles[0]
        let result = try #require(past.cycle.result)
        #expect(past.ovulationConfirmed && past.method == .symptothermal)
        #expect(past.ovulation == result.ovulationDay && past.ovulation == past.start.adding(days: 27 - 12))
        let fertile = try #require(past.fertile)
        #expect(fertile.upperBound == result.phases.periOvulatory?.end)
        let after = timeline.assessment(on: fertile.upperBound.adding(days: 1))
        #expect(after.phase == .postOvulatory && after.method == .symptothermal && after.ovulationConfirmed)
        #expect(after.reason == nil && after.ovulation == past.ovulation)
        #expect(timeline.reading(on: try #require(past.ovulation)).ovulation)
    }

    @Test func aPastCycleWithoutTemperaturesCountsBackFromItsOwnNextStart() throws {
        let timeline = Self.timeline(lengths: [27, 30], current: 10, charted: false)
        let past = timeline.cycles[1], next = try #require(timeline.cycles[1].next)
        #expect(past.method == .calendar && past.ovulation == next.adding(days: -14))
        #expect(past.fertile == next.adding(days: -19)...next.adding(days: -13))
        #expect(timeline.assessment(on: next.adding(days: -16)).reason == .noTemperatures)
    }

    /// The cycle under way, not confirmed: today by its signs; days still to come predicted, and said so.
    @Test func daysStillToComeArePredictedUntilTheSignsConfirm() throws {
        let timeline = Self.timeline(lengths: [27, 30], current: 12)
        let today = timeline.reading(on: timeline.today)
        #expect(today.method == .symptothermal && today.phase == .fertile)
        guard case .notConfirmed(let missing, cycleEnded: false)? = today.reason else {
            Issue.record("\(String(describing: today.reason))")
            return
        }
        #expect(missing.higherTemperatures > 0)
        let tomorrow = timeline.reading(on: timeline.today.adding(days: 1))
        #expect(tomorrow.method == .calendar && tomorrow.reason == .predicted)
    }

    /// Two charted cycles, each confirmed: the cycle under way opens its fertile window the day after the
    /// infertile start her rules give (the 5-day rule: cycle day 6), not on the calendar method's day 11,
    /// before the cycle holds a temperature (day 3) and with its first ones (day 5).
    @Test(arguments: [3, 5])
    func theCycleUnderWayFollowsHerChartedRuleNotTheCalendar(current: Int) throws {
        let timeline = Self.timeline(lengths: [28, 28], current: current)
        let cycle = try #require(timeline.cycles.last)
        #expect(cycle.cycle.result == nil || current == 5)
        let sixth = cycle.start.adding(days: 5)
        #expect(cycle.cycle.infertileStart?.end == cycle.start.adding(days: 4))
        #expect(cycle.fertile?.lowerBound == sixth, "\(String(describing: cycle.fertile))")
        for day in 6...10 {
            let date = cycle.start.adding(days: day - 1)
            #expect(timeline.reading(on: date).phase == .fertile, "cycle day \(day)")
            #expect(timeline.marks(from: date, through: date).first?.fertile == true, "cycle day \(day)")
        }
        #expect(timeline.reading(on: cycle.start.adding(days: 4)).phase != .fertile)
        #expect(timeline.prediction.next?.fertileStart == sixth)
        // Without the charts, the calendar's window stands.
        let uncharted = Self.timeline(lengths: [28, 28], current: current, charted: false)
        #expect(try #require(uncharted.cycles.last?.fertile).lowerBound > sixth)
    }

    /// Day by day through one cycle: the words change as each sign comes.
    @Test func theMissingSignsFollowEachNewDay() throws {
        let start = LocalDate(dayNumber: 20_000)
        var days = (0..<4).map { FertilityDay(date: start.adding(days: $0), bleeding: true) }
        func add(_ day: Int, _ celsius: Double?, _ mucus: Mucus? = nil) {
            days.append(FertilityDay(date: start.adding(days: day), temperature: celsius, mucus: mucus))
        }
        let dry = Mucus(feeling: .dry, texture: .none), slippery = Mucus(feeling: .slippery, texture: .eggWhite)
        for day in 4..<7 { add(day, 36.35) }
        #expect(MissingSigns.of(days)?.temperatures == 6)
        #expect(MissingSigns.of(days)?.noMucusPeak == true)
        for day in 7..<10 { add(day, day == 9 ? 36.4 : 36.3) }
        var missing = try #require(MissingSigns.of(days))
        #expect(missing.temperatures == 0 && missing.higherTemperatures == 3 && missing.coverLine == 36.4)
        add(10, 36.65, slippery)
        missing = try #require(MissingSigns.of(days))
        #expect(missing.higherTemperatures == 2 && missing.coverLine == 36.4, "\(missing)")
        #expect(missing.drierMucusDays == 3 && missing.mucusPeak == start.adding(days: 10) && !missing.noMucusPeak)
        add(11, 36.7, dry)
        add(12, 36.7, dry)
        missing = try #require(MissingSigns.of(days))
        #expect(missing.higherTemperatures == 0 && missing.drierMucusDays == 1, "\(missing)")
        #expect(!SymptoThermal.evaluate(cycle: days).ovulationConfirmed)
        add(13, 36.75, dry)
        #expect(SymptoThermal.evaluate(cycle: days).ovulationConfirmed)
    }

    /// Spotting right after a period is part of it: no fertile day on it, in any view.
    @Test func spottingThatEndsAPeriodIsNoFertileDay() throws {
        let journal = LutealForecastTests.history(lengths: [27, 30], luteal: 12, current: 10)
        let first = journal.periods[0], spotting = try #require(first.end).adding(days: 1)
        let today = journal.periods.last!.start.adding(days: 9)
        let timeline = FertilityTimeline(periods: journal.periods, signs: journal.signs, flow: [spotting: .spotting],
                                         calendar: CyclePrediction(periods: journal.periods, today: today), today: today)
        #expect(timeline.reading(on: spotting).phase == .menstrual)
        #expect(timeline.cycles[0].fertile.map { $0.lowerBound > spotting } ?? true)
        #expect(!timeline.marks(from: first.start, through: spotting).contains { $0.fertile })
    }
}
