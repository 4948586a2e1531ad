import DaybookApp
import DaybookCore
import Vapor

/// `/api/v1/insights/…`: the stress, metrics and correlation analyses and the glucose report,
/// as JSON. The numbers come from the core; this only reads parameters and rows.
enum InsightsAPI {
    /// Registers the JSON analyses and their SVG charts.
    static func register(on routes: any RoutesBuilder) {
        let insights = routes.grouped("insights")
        insights.get("stress", use: stress)
        insights.get("metrics", ":metric", use: metric)
        insights.get("correlations", use: correlations)
        insights.get("glucose", use: glucose)
        insights.get("mood", use: MoodAPI.show)
        insights.get("cycle-phases", use: CycleLensAPI.show)
        InsightChartsAPI.register(on: insights.grouped("charts"))
        BodyChartsAPI.register(on: insights.grouped("charts"))
    }

    /// The glucose report's AGP slots, in minutes (15 gives 96 slots a day).
    static let defaultSlotMinutes = 15
    /// Without `from`, the glucose report covers the 14 days ending on `to` (the AGP's usual span).
    static let defaultGlucoseDays = 14

    @Sendable static func stress(req: Request) async throws -> Response {
        let user = try await req.dataOwner(for: .stress)
        let parameters = InsightParameters(req, zone: user.account.preferences.zone)
        let period = try parameters.period()
        let date = try parameters.date()
        return try Response.json(try await InsightsView(user.person, req.useCases).stress(period: period, date: date))
    }

    @Sendable static func metric(req: Request) async throws -> Response {
        let user = try await req.dataOwner(for: .stress)
        let parameters = InsightParameters(req, zone: user.account.preferences.zone)
        let metric = try parameters.metricParameter()
        let period = try parameters.period(allowed: [.week, .month])
        let date = try parameters.date()
        return try Response.json(try await InsightsView(user.person, req.useCases).metric(metric, period: period, date: date))
    }

    @Sendable static func correlations(req: Request) async throws -> Response {
        let user = try await req.dataOwner(for: .stress)
        let parameters = InsightParameters(req, zone: user.account.preferences.zone)
        let lag = try parameters.lag()
        let metrics = try parameters.metrics()
        return try Response.json(try await InsightsView(user.person, req.useCases).correlations(lag: lag, metrics: metrics))
    }

    /// The core's `GlucoseReport` as it is: its fields are the API's.
    @Sendable static func glucose(req: Request) async throws -> Response {
        let user = try await req.dataOwner(for: .diabetes)
        let parameters = InsightParameters(req, zone: user.account.preferences.zone)
        let range = try parameters.range(defaultDays: defaultGlucoseDays, maximumDays: GlucoseReport.maximumDays)
        let slotMinutes = try parameters.slotMinutes(default: defaultSlotMinutes)
        return try Response.json(try await InsightsView(user.person, req.useCases).glucose(range, slotMinutes: slotMinutes))
    }
}
