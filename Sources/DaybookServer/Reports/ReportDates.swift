import DaybookCore
import Vapor

/// `?from=YYYY-MM-DD&to=YYYY-MM-DD` of a report: both absent is the report's default; `to` alone
/// defaults to today; a bad one is a 4xx naming it, as JSON or as a page.
struct ReportDates {
    /// Two years: a report is something to print, not the whole history.
    static let mostDays = 731

    let range: ClosedRange<LocalDate>?

    init(_ req: Request, today: LocalDate) throws {
        let from = try Self.date(req, "from"), to = try Self.date(req, "to")
        guard let from else {
            if to != nil { throw APIError.invalid("from", "from is needed with to", Problem(.fromNeededWithTo)) }
            range = nil
            return
        }
        let last = to ?? today
        if last < from { throw APIError.invalid("to", "to must not be before from", Problem(.notBeforeFrom)) }
        if last.days(since: from) >= Self.mostDays { throw APIError.invalid("from", "from must be at most \(Self.mostDays) days before to",
                                                                           Problem(.rangeAtMostDays, ["maximum": String(Self.mostDays)])) }
        range = from...last
    }

    /// The page shows only the message, so the message names the field as the JSON's `field` does.
    private static func date(_ req: Request, _ field: String) throws -> LocalDate? {
        guard let text = req.query[String.self, at: field] else { return nil }
        do {
            return try LocalDate(parsing: text, field: field)
        } catch {
            throw APIError.invalid(field, "\(field) \(error.message)", error.problem)
        }
    }
}
