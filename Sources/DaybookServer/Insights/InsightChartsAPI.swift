import DaybookApp
import DaybookCharts
import DaybookCore
import Foundation
import Vapor

/// `/api/v1/insights/charts/…`: every insight as an SVG chart drawn by DaybookCharts, with
/// the same numbers as the JSON endpoints and words in the user's language.
enum InsightChartsAPI {
    static func register(on charts: any RoutesBuilder) {
        charts.get("stress-line.svg", use: stressLine)
        charts.get("stress-by-hour.svg", use: stressByHour)
        charts.get("stress-by-weekday.svg", use: stressByWeekday)
        charts.get("metrics-line.svg", use: metricsLine)
        charts.get("correlation.svg", use: correlation)
        charts.get("calendar-heatmap.svg", use: calendarHeatmap)
        charts.get("agp.svg", use: agp)
    }

    /// A heatmap shows at most a year of weeks (the width of a phone); 13 weeks by default.
    static let heatmapMaximumDays = 371
    static let heatmapDefaultDays = 91

    @Sendable static func stressLine(req: Request) async throws -> Response {
        svg(try await stressLineDocument(req))
    }

    static func stressLineDocument(_ req: Request, owner: CurrentUser? = nil) async throws -> String {
        let (user, parameters, words) = try await context(req, owner: owner, .stress)
        let period = try parameters.period()
        let date = try parameters.date()
        let insight = try await InsightsView(user.person, req.useCases).stress(period: period, date: date)
        let summary = insight.summary
        let labels = ChartLabels(
            id: "stress-line", title: words.lineTitle(words.stress, from: summary.start.description, to: summary.end.description),
            description: words.lineDescription(words.stress, days: insight.daily.count, average: summary.average.map { words.number($0) }),
            noData: words.noData, xAxis: words.date, yAxis: words.stress, language: words.language)
        return LineChart.svg(insight.daily, average: summary.average, labels: labels)
    }

    @Sendable static func stressByHour(req: Request) async throws -> Response {
        svg(try await stressByHourDocument(req))
    }

    static func stressByHourDocument(_ req: Request, owner: CurrentUser? = nil) async throws -> String {
        let (user, _, words) = try await context(req, owner: owner, .stress)
        let insight = try await InsightsView(user.person, req.useCases).stressBuckets()
        let labels = ChartLabels(
            id: "stress-by-hour", title: words.byHourTitle(),
            description: words.bucketDescription(ratings: insight.byHour.reduce(0) { $0 + $1.count },
                                                 highest: highest(insight.byHour, words: words) { ($0 < 10 ? "0" : "") + "\($0):00" }),
            noData: words.noData, xAxis: words.hourOfDay, yAxis: words.stress, language: words.language)
        return BarChart.byHour(insight.byHour, labels: labels)
    }

    @Sendable static func stressByWeekday(req: Request) async throws -> Response {
        svg(try await stressByWeekdayDocument(req))
    }

    static func stressByWeekdayDocument(_ req: Request, owner: CurrentUser? = nil) async throws -> String {
        let (user, _, words) = try await context(req, owner: owner, .stress)
        let insight = try await InsightsView(user.person, req.useCases).stressBuckets()
        let labels = ChartLabels(
            id: "stress-by-weekday", title: words.byWeekdayTitle(),
            description: words.bucketDescription(ratings: insight.byWeekday.reduce(0) { $0 + $1.count },
                                                 highest: highest(insight.byWeekday, words: words) { words.weekdays[($0 - 1) % 7] }),
            noData: words.noData, xAxis: words.weekday, yAxis: words.stress, language: words.language)
        return BarChart.byWeekday(insight.byWeekday, weekdayNames: words.weekdays, labels: labels)
    }

    @Sendable static func metricsLine(req: Request) async throws -> Response {
        svg(try await metricsLineDocument(req))
    }

    static func metricsLineDocument(_ req: Request, metric given: InsightMetric? = nil) async throws -> String {
        let (user, parameters, words) = try await context(req, .stress)
        let metric = try given ?? metricQuery(req)
        let period = try parameters.period(allowed: [.week, .month])
        let date = try parameters.date()
        let insight = try await InsightsView(user.person, req.useCases).metric(metric, period: period, date: date)
        let name = words.metric(metric), summary = insight.summary
        let labels = ChartLabels(
            id: "metrics-line-\(metric.rawValue)", title: words.lineTitle(name, from: summary.start.description, to: summary.end.description),
            description: words.lineDescription(name, days: insight.daily.count, average: summary.average.map { words.number($0) }),
            noData: words.noData, xAxis: words.date, yAxis: name, language: words.language)
        return LineChart.svg(insight.daily, average: summary.average, labels: labels)
    }

    @Sendable static func correlation(req: Request) async throws -> Response {
        svg(try await correlationDocument(req))
    }

    static func correlationDocument(_ req: Request) async throws -> String {
        let (user, parameters, words) = try await context(req, .stress)
        let metric = try metricQuery(req)
        let lag = try parameters.lag()
        let insight = try await InsightsView(user.person, req.useCases).correlations(lag: lag, metrics: [metric])
        guard let result = insight.correlations.first else { throw APIError.invalid("metric", .noValues) }
        return correlationChart(result, minimumDays: insight.minimumDays, lag: lag, words: words)
    }

    /// The scatter of one metric against stress, from an analysis already made (the page's, of all four).
    static func correlationChart(_ result: MetricCorrelation, minimumDays: Int, lag: Int, words: ChartText) -> String {
        let fit = result.status == .ok ? result.statistics : nil
        let name = words.metric(result.metric)
        let labels = ChartLabels(
            id: "correlation-\(result.metric.rawValue)", title: words.scatterTitle(name, lag: lag),
            description: words.scatterDescription(
                days: result.points.count, minimum: minimumDays,
                r: fit?.r.map { words.number($0, decimals: 2) }, rSquared: fit?.rSquared.map { words.number($0, decimals: 2) },
                p: result.adjustedPValue.map { $0 < 0.001 ? "p < \(words.number(0.001, decimals: 3))" : "p = \(words.number($0, decimals: 3))" }),
            noData: words.noData, xAxis: name, yAxis: words.stress, language: words.language)
        return ScatterChart.svg(result.points, fit: fit, labels: labels)
    }

    @Sendable static func calendarHeatmap(req: Request) async throws -> Response {
        svg(try await calendarHeatmapDocument(req))
    }

    static func calendarHeatmapDocument(_ req: Request, owner: CurrentUser? = nil) async throws -> String {
        let (user, parameters, words) = try await context(req, owner: owner, .stress)
        let name = req.query[String.self, at: "metric"] ?? "stress"
        guard let subject = HeatmapSubject(name) else {
            throw APIError.invalid("metric", .oneOf, ["choices": "stress, sleep, activity, work, diet"])
        }
        let range = try parameters.range(defaultDays: heatmapDefaultDays, maximumDays: heatmapMaximumDays)
        let values = try await InsightsView(user.person, req.useCases).daily(subject, range)
        let title: String
        switch subject {
        case .stress: title = words.stress
        case .metric(let metric): title = words.metric(metric)
        }
        let labels = ChartLabels(
            id: "calendar-heatmap", title: words.heatmapTitle(title),
            description: words.heatmapDescription(
                from: range.lowerBound.description, to: range.upperBound.description, days: values.count,
                low: values.map(\.value).min().map { words.number($0) }, high: values.map(\.value).max().map { words.number($0) }),
            noData: words.noData, language: words.language)
        return CalendarHeatmap.svg(values, from: range.lowerBound, to: range.upperBound, weekdayNames: words.weekdays, labels: labels)
    }

    @Sendable static func agp(req: Request) async throws -> Response {
        svg(try await agpDocument(req))
    }

    static func agpDocument(_ req: Request, owner: CurrentUser? = nil, range given: ClosedRange<LocalDate>? = nil) async throws -> String {
        let (user, parameters, words) = try await context(req, owner: owner, .diabetes)
        let range = try given ?? parameters.range(defaultDays: InsightsAPI.defaultGlucoseDays, maximumDays: GlucoseReport.maximumDays)
        let slotMinutes = try parameters.slotMinutes(default: InsightsAPI.defaultSlotMinutes)
        let report = try await InsightsView(user.person, req.useCases).glucose(range, slotMinutes: slotMinutes)
        let preferences = user.account.preferences
        let unit = preferences.glucoseUnit
        let decimals = unit == .mgPerDL ? 0 : 1
        let target = "\(words.number(unit.fromMgPerDL(preferences.hypoThresholdMgPerDL), decimals: decimals))–\(words.number(unit.fromMgPerDL(preferences.hyperThresholdMgPerDL), decimals: decimals))\u{00A0}\(unit.rawValue)"
        let labels = ChartLabels(
            id: "agp", title: words.agpTitle(),
            description: words.agpDescription(from: range.lowerBound.description, to: range.upperBound.description,
                                              readings: report.count, target: target),
            noData: words.noData, xAxis: words.timeOfDay, yAxis: unit.rawValue, language: words.language)
        return AGPChart.svg(report.profile, unit: unit,
                            targetMgPerDL: preferences.hypoThresholdMgPerDL...preferences.hyperThresholdMgPerDL, labels: labels)
    }

    // MARK: Helpers

    /// The owner whose `category` the chart draws (a grantee's with `?owner=`, unless a page names the
    /// owner itself), in the reader's language.
    private static func context(_ req: Request, owner: CurrentUser? = nil, _ category: ShareCategory) async throws
        -> (CurrentUser, InsightParameters, ChartText) {
        let user: CurrentUser
        if let owner { user = owner } else { user = try await req.dataOwner(for: category) }
        let preferences = user.account.preferences
        let language = try req.currentUser().account.preferences.language
        return (user, InsightParameters(req, zone: preferences.zone), ChartText(language))
    }

    /// `?metric=` of the metric charts (required).
    private static func metricQuery(_ req: Request) throws -> InsightMetric {
        guard let text = req.query[String.self, at: "metric"], let metric = InsightMetric(rawValue: text) else {
            throw APIError.invalid("metric", .oneOf, ["choices": "sleep, activity, work, diet"])
        }
        return metric
    }

    /// "14:00 (6.5)": the bucket with the highest average, for the chart's description.
    private static func highest(_ buckets: [BucketAverage], words: ChartText, name: (Int) -> String) -> String? {
        guard let top = buckets.filter({ $0.average != nil }).max(by: { ($0.average ?? 0) < ($1.average ?? 0) }),
              let average = top.average else { return nil }
        return "\(name(top.bucket)) (\(words.number(average)))"
    }

    /// Personal data: the browser may show it but no shared cache may keep it.
    static func svg(_ document: String) -> Response {
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: "image/svg+xml; charset=utf-8")
        headers.replaceOrAdd(name: .cacheControl, value: "private, no-cache")
        return Response(status: .ok, headers: headers, body: .init(string: document))
    }
}
