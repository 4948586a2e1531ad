import DaybookCore
import Foundation
import Vapor

/// The query parameters of the insights, read and validated in one place: a bad one is a 422 that
/// names it. Defaults: `date` is today in the user's time zone, `period` is a week.
struct InsightParameters {
    let req: Request
    let zone: TimeZone

    init(_ req: Request, zone: TimeZone) {
        self.req = req
        self.zone = zone
    }

    var today: LocalDate { LocalDate(req.clock.now(), in: zone) }

    func date(_ name: String = "date") throws -> LocalDate {
        guard let text = req.query[String.self, at: name] else { return today }
        return try LocalDate(parsing: text, field: name)
    }

    func period(allowed: [AnalysisPeriod] = AnalysisPeriod.allCases) throws -> AnalysisPeriod {
        guard let text = req.query[String.self, at: "period"] else { return .week }
        guard let period = AnalysisPeriod(rawValue: text), allowed.contains(period) else {
            throw APIError.invalid("period", .oneOf, ["choices": allowed.map(\.rawValue).joined(separator: ", ")])
        }
        return period
    }

    func lag() throws -> Int {
        guard let text = req.query[String.self, at: "lag"] else { return 0 }
        guard let lag = Int(text), lag == 0 || lag == 1 else { throw APIError.invalid("lag", .zeroOrOne) }
        return lag
    }

    /// The `{metric}` path parameter.
    func metricParameter() throws -> InsightMetric {
        let text = req.parameters.get("metric") ?? ""
        guard let metric = InsightMetric(rawValue: text) else {
            throw APIError.invalid("metric", .oneOf, ["choices": "sleep, activity, work, diet"])
        }
        return metric
    }

    /// `?metrics=sleep,work`: the metrics an analysis shows (and Holm corrects across); all four by default.
    func metrics() throws -> [InsightMetric] {
        guard let text = req.query[String.self, at: "metrics"] else { return InsightMetric.allCases }
        var chosen: [InsightMetric] = []
        for name in text.split(separator: ",") {
            guard let metric = InsightMetric(rawValue: name.trimmingCharacters(in: .whitespaces)) else {
                throw APIError.invalid("metrics", "must list some of sleep, activity, work, diet, separated by commas",
                                       Problem(.giveOneLifestyleField))
            }
            if !chosen.contains(metric) { chosen.append(metric) }
        }
        guard !chosen.isEmpty else { throw APIError.invalid("metrics", "must name at least one metric", Problem(.giveOneLifestyleField)) }
        return chosen
    }

    /// `?from=&to=`: `to` defaults to today, `from` to `defaultDays` days ending on `to`; at most
    /// `maximumDays` days.
    func range(defaultDays: Int, maximumDays: Int) throws -> ClosedRange<LocalDate> {
        let to = try date("to")
        let from = try req.query[String.self, at: "from"].map { try LocalDate(parsing: $0, field: "from") }
            ?? to.adding(days: 1 - defaultDays)
        guard from <= to else { throw APIError.invalid("to", .notBeforeFrom) }
        guard to.days(since: from) < maximumDays else {
            throw APIError.invalid("to", .rangeAtMostDays, ["maximum": "\(maximumDays)"])
        }
        return from...to
    }

    /// `?slotMinutes=`: the AGP's slot width; the core checks that it divides a day.
    func slotMinutes(default value: Int) throws -> Int {
        guard let text = req.query[String.self, at: "slotMinutes"] else { return value }
        guard let minutes = Int(text) else { throw APIError.invalid("slotMinutes", "must be a whole number of minutes, e.g. 5 or 15", Problem(.wholeMinutes)) }
        return minutes
    }
}
