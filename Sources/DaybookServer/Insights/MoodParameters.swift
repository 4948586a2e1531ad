import DaybookApp
import DaybookCore
import Foundation
import Vapor

/// The query parameters of the mood views and `GET /api/v1/insights/mood`, read in one place: a bad
/// one is a 422 that names it. The default period is the current year in the owner's time zone.
struct MoodParameters {
    let req: Request
    let today: LocalDate

    init(_ req: Request, zone: TimeZone) {
        self.req = req
        today = LocalDate(req.clock.now(), in: zone)
    }

    /// `?year=2026`, or `?from=&to=` (`to` defaults to today, `from` to the first of `to`'s year).
    func range() throws -> ClosedRange<LocalDate> {
        let from = req.query[String.self, at: "from"], to = req.query[String.self, at: "to"]
        if let text = req.query[String.self, at: "year"] {
            guard from == nil, to == nil else { throw APIError.invalid("year", .yearOrFromAndTo) }
            return try Self.yearRange(year(text))
        }
        guard from != nil || to != nil else { return try Self.yearRange(today.year) }
        let end = try to.map { try date($0, field: "to") } ?? today
        let start = try from.map { try date($0, field: "from") } ?? end.firstOfYear
        guard start <= end else { throw APIError.invalid("to", .notBeforeFrom) }
        guard end.days(since: start) < MoodInsight.maximumDays else {
            throw APIError.invalid("to", .rangeAtMostDays, ["maximum": String(MoodInsight.maximumDays)])
        }
        return start...end
    }

    /// `?year=` for the year view; the current year by default.
    func year() throws -> Int {
        guard let text = req.query[String.self, at: "year"] else { return today.year }
        return try year(text)
    }

    /// `?month=2026-11` for the month view; the current month by default.
    func month() throws -> LocalDate {
        guard let text = req.query[String.self, at: "month"] else { return today.firstOfMonth }
        guard let date = try? LocalDate(parsing: text + "-01", field: "month"), text.count == 7 else {
            throw APIError.invalid("month", .monthAsYYYYMM)
        }
        return date
    }

    private func year(_ text: String) throws -> Int {
        guard let year = Int(text), LocalDate.supportedYears.contains(year) else {
            throw APIError.invalid("year", .yearFromTo, ["lowest": String(LocalDate.supportedYears.lowerBound), "highest": String(LocalDate.supportedYears.upperBound)])
        }
        return year
    }

    private func date(_ text: String, field: String) throws -> LocalDate {
        guard let date = try? LocalDate(parsing: text, field: field) else { throw APIError.invalid(field, .dateAsYYYYMMDD) }
        return date
    }

    static func yearRange(_ year: Int) throws -> ClosedRange<LocalDate> {
        try LocalDate(year: year, month: 1, day: 1)...LocalDate(year: year, month: 12, day: 31)
    }
}

extension LocalDate {
    var firstOfYear: LocalDate { (try? LocalDate(year: year, month: 1, day: 1)) ?? firstOfMonth }
}
