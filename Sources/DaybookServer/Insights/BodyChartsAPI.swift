import DaybookApp
import DaybookCharts
import DaybookCore
import Foundation
import Vapor

/// `/api/v1/insights/charts/cycle-signs.svg?date=` (the cycle the date falls in; default today) and
/// `weight.svg?from=&to=` (default the last 90 days, periods shaded): the body's signs as charts.
enum BodyChartsAPI {
    static let weightDefaultDays = 90
    /// A whole life of weighings is a few thousand points: no range is too long to draw.
    static let weightMaximumDays = 150 * 366

    static func register(on charts: any RoutesBuilder) {
        charts.get("cycle-signs.svg", use: cycleSigns)
        charts.get("weight.svg", use: weight)
    }

    @Sendable static func cycleSigns(req: Request) async throws -> Response {
        let owner = try await req.dataOwner(for: .cycle)
        let date = try InsightParameters(req, zone: owner.account.preferences.zone).date()
        return InsightChartsAPI.svg(try await cycleSignsDocument(req, owner: owner, date: date))
    }

    static func cycleSignsDocument(_ req: Request, owner: CurrentUser, date: LocalDate) async throws -> String {
        let view = try await FertilityView.load(owner.person, around: date, req.useCases)
        // Words and units are the reader's: a grantee sees the owner's cycle in their own.
        return cycleSignsDocument(timeline: view.timeline, lhSurges: view.lhSurges, date: date, reading: try req.currentUser().account.preferences)
    }

    /// The chart of the cycle `date` falls in, shaded and marked as `FertilityTimeline` reads it,
    /// through `date` (today's cycle) or its last day (a past one).
    static func cycleSignsDocument(timeline: FertilityTimeline, lhSurges: Set<LocalDate>, date: LocalDate, reading: Preferences) -> String {
        let strings = Strings.table(reading.language), unit = reading.temperatureUnit
        let labelsFor = { (description: String) in
            ChartLabels(id: "cycle-signs", title: strings.fill("chart.cycleSignsTitle"), description: description,
                        noData: strings.fill("chart.noData"), xAxis: strings.fill("chart.cycleDay"), yAxis: unit.symbol,
                        language: reading.language)
        }
        guard let cycle = timeline.cycle(containing: date) else {
            return CycleSignsChart.svg(days: [], length: 28, fertile: nil, coverLine: nil, labels: labelsFor(strings.fill("chart.noData")))
        }
        let evaluated = cycle.cycle
        let through = min(cycle.observedThrough, max(date, timeline.today))
        let days = evaluated.chartDays(lhSurges: lhSurges)
        let readings = days.filter { $0.celsius != nil }.count
        let description = strings.fill("chart.cycleSignsDescription", [
            "start": evaluated.start.description, "readings": "\(readings)",
            "coverLine": evaluated.coverLine.map { NumberText.format(unit.from(celsius: $0), language: reading.language, decimals: 2) + " " + unit.symbol } ?? "—",
        ])
        // The days the timeline calls fertile, up to the chart's last day.
        let fertile = cycle.fertile.flatMap { range in
            range.lowerBound <= through ? evaluated.cycleDay(of: range.lowerBound)...evaluated.cycleDay(of: min(range.upperBound, through)) : nil
        }
        let ovulation = cycle.ovulation.flatMap { $0 <= through ? evaluated.cycleDay(of: $0) : nil }
        return CycleSignsChart.svg(days: days, length: evaluated.cycleDay(of: through), fertile: fertile, coverLine: evaluated.coverLine,
                                   ovulation: ovulation, unit: unit, labels: labelsFor(description))
    }

    @Sendable static func weight(req: Request) async throws -> Response {
        let owner = try await req.dataOwner(for: .symptoms)
        let range = try InsightParameters(req, zone: owner.account.preferences.zone).range(defaultDays: weightDefaultDays, maximumDays: weightMaximumDays)
        return InsightChartsAPI.svg(try await weightDocument(req, owner: owner, range: range))
    }

    static func weightDocument(_ req: Request, owner: CurrentUser, range: ClosedRange<LocalDate>) async throws -> String {
        let reading = try req.currentUser().account.preferences
        let strings = Strings.table(reading.language), unit = reading.weightUnit
        let points = try await WeightHistory.load(owner.person, from: range.lowerBound, to: range.upperBound, req.useCases)
            .map { DatedValue(date: $0.date, value: unit.from(kilograms: $0.value)) }
        // Periods are the cycle's: shaded only for a reader who may see the cycle too.
        let reader = try await req.dataReader()
        let periods = reader.sees(.cycle) ? try await CycleView.load(owner.person, req.useCases).periods.map { $0.start...($0.end ?? $0.start) } : []
        let labels = ChartLabels(id: "weight", title: strings.fill("chart.weightTitle"),
                                 description: strings.fill("chart.weightDescription", ["days": "\(points.count)",
                                                                                       "from": range.lowerBound.description, "to": range.upperBound.description]),
                                 noData: strings.fill("chart.noData"), xAxis: strings.fill("chart.date"), yAxis: unit.rawValue,
                                 language: reading.language)
        return WeightChart.svg(points, periods: periods, labels: labels)
    }
}
