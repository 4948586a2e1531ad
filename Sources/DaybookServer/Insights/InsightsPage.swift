import DaybookApp
import DaybookCore
import Vapor

/// Insights: this week's stress with its trend, the charts, and each metric against
/// stress — "not enough data" under 10 paired days instead of a number.
enum InsightsPage {
    struct Correlation: Encodable {
        var metric: String
        var name: String
        var enough: Bool
        var days: Int
        var summary: String
    }

    struct View: Encodable {
        var count: Int
        var average: String?
        var trend: String?
        var correlations: [Correlation]
        var minimumDays: Int
        var showGlucose: Bool
    }

    @Sendable static func show(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let preferences = user.record.preferences
        let language = preferences.language
        let strings = Strings.table(language)
        let loader = InsightsView(user.person, req.useCases)
        let today = LocalDate(req.clock.now(), in: preferences.zone)
        let week = try await loader.stress(period: .week, date: today).summary
        let correlations = try await loader.correlations(lag: 0, metrics: InsightMetric.allCases)
        let trend = week.trend.map { trend -> String in
            let amount = NumberText.format(abs(trend.delta), language: language)
            return (strings["trend.\(trend.direction.rawValue)"] ?? "").replacingOccurrences(of: "{n}", with: amount)
        }
        let view = View(
            count: week.count,
            average: week.average.map { NumberText.format($0, language: language, decimals: 2) },
            trend: trend,
            correlations: correlations.correlations.map { result in
                let enough = result.status == .ok && result.statistics?.r != nil
                var summary = ""
                if enough, let r = result.statistics?.r, let r2 = result.statistics?.rSquared {
                    summary = "r = \(NumberText.format(r, language: language, decimals: 2)), r² = \(NumberText.format(r2, language: language, decimals: 2))"
                    if let p = result.adjustedPValue {
                        summary += p < 0.001 ? ", p < \(NumberText.format(0.001, language: language, decimals: 3))"
                            : ", p = \(NumberText.format(p, language: language, decimals: 3))"
                    }
                }
                return Correlation(metric: result.metric.rawValue, name: strings["metric.\(result.metric.rawValue)"] ?? result.metric.rawValue,
                                   enough: enough, days: result.points.count, summary: summary)
            },
            minimumDays: correlations.minimumDays,
            showGlucose: preferences.tracking.trackGlucose)
        return try await req.render("insights", tab: "insights", view)
    }
}
