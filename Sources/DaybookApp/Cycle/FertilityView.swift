import DaybookCore
import Foundation

/// The fertility signs of a person's cycles, read for the sympto-thermal rules: each day's first
/// waking temperature and its mucus, with the period history and the next predicted start.
public struct FertilityView: Sendable {
    public let cycle: CycleView
    public let signs: [LocalDate: FertilityDay]
    /// Days with a positive or peak LH test.
    public let lhSurges: Set<LocalDate>

    /// The rules look back at most this many cycles (the minus-8 rule reads the last twelve).
    static let cyclesRead = 13

    public static func load(_ person: Person, around date: LocalDate, _ context: UseCaseContext) async throws -> FertilityView {
        try await load(person, around: date, on: context.db, now: context.now())
    }

    /// The signs of the cycles `dates` touch and of the cycle under way.
    public static func load(_ person: Person, covering dates: ClosedRange<LocalDate>, _ context: UseCaseContext) async throws -> FertilityView {
        try await load(person, covering: dates, on: context.db, now: context.now())
    }

    /// The signs of the cycle under way: what the predictions, the calendar, its feed and the
    /// period-due reminders read.
    static func load(_ person: Person, on db: any Storage, now: Date) async throws -> FertilityView {
        try await load(person, around: person.day(of: now), on: db, now: now)
    }

    static func load(_ person: Person, around date: LocalDate, on db: any Storage, now: Date) async throws -> FertilityView {
        try await load(person, covering: date...date, on: db, now: now)
    }

    /// The signs of the cycles `dates` touch (a month or a year of the calendar), with the cycles
    /// before them the rules read.
    static func load(_ person: Person, covering dates: ClosedRange<LocalDate>, on db: any Storage, now: Date) async throws -> FertilityView {
        let cycle = try await CycleView.load(person, on: db, now: now)
        let starts = cycle.periods.map(\.start).filter { $0 <= dates.lowerBound }.sorted()
        let from = starts.suffix(cyclesRead).first ?? dates.lowerBound
        let last = dates.upperBound
        let to = cycle.periods.map(\.start).filter { $0 > last }.min().map { $0.adding(days: -1) } ?? max(last, cycle.today)
        let queries = db.fertilitySigns(of: person.id)
        var signs: [LocalDate: FertilityDay] = [:]
        // The first reading of a day is the waking one the rules are about.
        for (day, reading) in try await queries.firstTemperatures(from: from, to: to) {
            signs[day] = FertilityDay(date: day, temperature: reading.celsius, temperatureExcluded: reading.excluded)
        }
        for (day, mucus) in try await queries.mucus(from: from, to: to) {
            signs[day, default: FertilityDay(date: day)].mucus = mucus
        }
        let surges = try await queries.surgeDays(from: from, to: to)
        return FertilityView(cycle: cycle, signs: signs, lhSurges: surges)
    }

    /// Fertile days, ovulation and phases of every cycle, logged and predicted: what every view reads.
    public var timeline: FertilityTimeline {
        FertilityTimeline(periods: cycle.periods, signs: signs, flow: cycle.flow, calendar: cycle.prediction, today: cycle.today)
    }

    /// The cycle's predictions with the signs read: after a confirmed ovulation the next start comes
    /// from it (`LutealForecast`), and the cycle under way's window is the one its signs give.
    public var report: CyclePredictionReport { report(grading: true) }

    /// `grading: false` leaves out the forecast's grade on the history (a page that shows only the
    /// next start need not replay every cycle).
    public func report(grading: Bool) -> CyclePredictionReport {
        report(timeline, grading: grading)
    }

    public func report(_ timeline: FertilityTimeline, grading: Bool) -> CyclePredictionReport {
        let calendar = grading ? CycleBacktest.cases(periods: cycle.periods, pauses: cycle.pauses) { CyclePredictor.standard.forecast(cycles: $0) } : []
        let luteal = grading ? LutealForecast.make(timeline.cycles.map(\.cycle), calendar: calendar) : timeline.luteal
        return cycle.report.applying(luteal).reading(timeline.prediction)
    }

    /// The coming periods, moved by a confirmed ovulation in the cycle under way.
    public var prediction: CyclePrediction { timeline.prediction }
}
