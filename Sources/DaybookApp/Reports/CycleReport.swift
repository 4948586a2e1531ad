import DaybookCore
import Foundation

/// The cycle report a person takes to the gynaecologist: each cycle's length and its period's, the
/// averages of these cycles, what falls outside the usual ranges, the cycle page's alerts, each day's
/// flow and pain, and the timeline the charts of signs are drawn from.
public struct CycleReport: Sendable {
    /// Oldest first; the page shows them newest first, as the cycle page lists periods.
    public let cycles: [CycleReportCycle]
    /// The first cycle's first day to the last day shown (today for the cycle under way).
    public let covered: ClosedRange<LocalDate>?
    /// Mean length of the completed cycles shown that count (not paused, not a gap in logging).
    public let averageCycleLength: Double?
    /// Mean length of the shown periods that have ended.
    public let averagePeriodLength: Double?
    /// The alerts the cycle page shows, over its six-month window.
    public let alerts: [DeviationAlert]
    /// The one timeline every cycle's chart of signs reads.
    public let timeline: FertilityTimeline
    public let lhSurges: Set<LocalDate>
    /// Days with a temperature or mucus logged: a cycle without any gets no chart.
    public let signDays: Set<LocalDate>

    /// Without dates, the last six cycles (the one under way among them).
    public static let defaultCycles = 6

    /// The cycles that touch `dates`, or the last six when `dates` is nil.
    public static func load(_ person: Person, covering dates: ClosedRange<LocalDate>?, _ context: UseCaseContext) async throws -> CycleReport {
        let today = person.day(of: context.now())
        let signs = try await FertilityView.load(person, covering: dates ?? today...today, context)
        let timeline = signs.timeline
        let chosen: [CycleFertility]
        if let dates {
            chosen = timeline.cycles.filter { $0.start <= dates.upperBound && $0.observedThrough >= dates.lowerBound }
        } else {
            chosen = Array(timeline.cycles.filter { $0.start <= today }.suffix(defaultCycles))
        }
        let cramps = try await crampsByDay(of: person, in: chosen, context)
        let periods = signs.cycle.periods
        let exclusions = Dictionary(Cycle.cycles(of: periods, pauses: signs.cycle.pauses).map { ($0.start, $0.exclusion) }) { first, _ in first }
        let cycles = chosen.map { fertility in
            CycleReportCycle(fertility, period: periods.first { $0.start == fertility.start }, exclusion: exclusions[fertility.start] ?? nil,
                             flow: signs.cycle.flow, cramps: cramps)
        }
        return CycleReport(cycles: cycles, alerts: signs.report(timeline, grading: false).deviations.alerts, timeline: timeline,
                           lhSurges: signs.lhSurges, signDays: Set(signs.signs.keys))
    }

    public init(cycles: [CycleReportCycle], alerts: [DeviationAlert], timeline: FertilityTimeline, lhSurges: Set<LocalDate>, signDays: Set<LocalDate>) {
        self.cycles = cycles
        self.alerts = alerts
        self.timeline = timeline
        self.lhSurges = lhSurges
        self.signDays = signDays
        covered = cycles.first.flatMap { first in cycles.last.map { first.start...$0.lastDay } }
        averageCycleLength = LengthSummary(cycles.filter { $0.exclusion == nil }.compactMap(\.cycleLength))?.mean
        averagePeriodLength = LengthSummary(cycles.compactMap(\.periodLength))?.mean
    }

    /// Whether a cycle has any sign to chart.
    public func hasSigns(_ cycle: CycleReportCycle) -> Bool {
        signDays.contains { (cycle.start...cycle.lastDay).contains($0) } || lhSurges.contains { (cycle.start...cycle.lastDay).contains($0) }
    }

    /// The cramps of every day the cycles cover, read in one query.
    static func crampsByDay(of person: Person, in cycles: [CycleFertility], _ context: UseCaseContext) async throws -> [LocalDate: CrampLevel] {
        guard let first = cycles.first?.start, let last = cycles.last?.observedThrough else { return [:] }
        let days = try await DailyLogs(context).symptoms(from: first, to: last, of: person)
        return Dictionary(days.compactMap { day in day.symptoms.cramps.map { (day.date, $0) } }) { first, _ in first }
    }
}
