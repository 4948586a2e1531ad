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
        // Words and units are the reader's: a grantee sees the owner's cycle in their own.
        let reading = try req.currentUser().account.preferences
        let strings = Strings.table(reading.language), unit = reading.temperatureUnit
        let view = try await FertilityView.load(owner.person, around: date, req.useCases)
        let labelsFor = { (description: String) in
            ChartLabels(id: "cycle-signs", title: strings.fill("chart.cycleSignsTitle"), description: description,
                        noData: strings.fill("chart.noData"), xAxis: strings.fill("chart.cycleDay"), yAxis: unit.symbol,
                        language: reading.language)
        }
        guard let cycle = view.evaluatedCycle(containing: date) else {
            return CycleSignsChart.svg(days: [], length: 28, fertile: nil, coverLine: nil, labels: labelsFor(strings.fill("chart.noData")))
        }
        let through = min(cycle.next.map { $0.adding(days: -1) } ?? view.cycle.today, max(date, view.cycle.today))
        let days = cycle.chartDays(lhSurges: view.lhSurges)
        let readings = days.filter { $0.celsius != nil }.count
        let description = strings.fill("chart.cycleSignsDescription", [
            "start": cycle.start.description, "readings": "\(readings)",
            "coverLine": cycle.coverLine.map { NumberText.format(unit.from(celsius: $0), language: reading.language, decimals: 2) + " " + unit.symbol } ?? "—",
        ])
        return CycleSignsChart.svg(days: days, length: cycle.cycleDay(of: through),
                                   fertile: cycle.fertileDays(through: through, nextPeriodStart: view.cycle.prediction.next?.start),
                                   coverLine: cycle.coverLine, unit: unit, labels: labelsFor(description))
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
