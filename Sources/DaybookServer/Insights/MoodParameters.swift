import DaybookApp
import DaybookCore
import Foundation
import Vapor

/// The query parameters of the mood views and `GET /api/v1/insights/mood`, read in one place: a bad
/// one is a 400 that names it. The default period is the current year in the owner's time zone.
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
            guard from == nil, to == nil else { throw Self.bad("year", "give either year or from and to, not both") }
            return try Self.yearRange(year(text))
        }
        guard from != nil || to != nil else { return try Self.yearRange(today.year) }
        let end = try to.map { try date($0, field: "to") } ?? today
        let start = try from.map { try date($0, field: "from") } ?? end.firstOfYear
        guard start <= end else { throw Self.bad("to", "must not be before from") }
        guard end.days(since: start) < MoodInsight.maximumDays else {
            throw Self.bad("to", "the range can cover at most \(MoodInsight.maximumDays) days")
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
            throw Self.bad("month", "must be a month such as 2026-11")
        }
        return date
    }

    private func year(_ text: String) throws -> Int {
        guard let year = Int(text), LocalDate.supportedYears.contains(year) else {
            throw Self.bad("year", "must be a year from \(LocalDate.supportedYears.lowerBound) to \(LocalDate.supportedYears.upperBound)")
        }
        return year
    }

    private func date(_ text: String, field: String) throws -> LocalDate {
        guard let date = try? LocalDate(parsing: text, field: field) else { throw Self.bad(field, "must be a date such as 2026-11-28") }
        return date
    }

    static func yearRange(_ year: Int) throws -> ClosedRange<LocalDate> {
        try LocalDate(year: year, month: 1, day: 1)...LocalDate(year: year, month: 12, day: 31)
    }

    static func bad(_ field: String, _ message: String) -> APIError {
        APIError(status: .badRequest, code: "invalid", message: message, field: field)
    }
}

extension LocalDate {
    var firstOfYear: LocalDate { (try? LocalDate(year: year, month: 1, day: 1)) ?? firstOfMonth }
}
