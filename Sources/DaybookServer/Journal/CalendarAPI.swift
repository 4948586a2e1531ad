import DaybookApp
import DaybookCore
import Vapor

/// `/api/v1/calendar/{year}` and `/{year}/{month}` in the CalendarData shape:
/// year → months → one entry per day, `null` for a day with nothing logged.
enum CalendarAPI {
    @Sendable static func year(req: Request) async throws -> Response {
        let reader = try await req.dataReader()
        let year = try yearParameter(req)
        let from = try LocalDate(year: year, month: 1, day: 1)
        let to = try LocalDate(year: year, month: 12, day: 31)
        return try await req.keptAnswer(of: reader) {
            let days = try await CalendarView.load(reader.owner.person, from: from, to: to, categories: reader.categories, req.useCases)
            return try JSONCoding.encoder().encode(CalendarYear.build(year: year, days: days))
        }
    }

    /// `{"2026": {"11": [Nov 1 … Nov 30]}}`.
    @Sendable static func month(req: Request) async throws -> Response {
        let reader = try await req.dataReader()
        let year = try yearParameter(req)
        guard let month = req.parameters.get("month", as: Int.self), (1...12).contains(month) else {
            throw APIError.invalid("month", "must be a month from 1 to 12", Problem(.oneToTwelve))
        }
        let from = try LocalDate(year: year, month: month, day: 1)
        let to = try LocalDate(year: year, month: month, day: LocalDate.daysIn(month: month, year: year))
        return try await req.keptAnswer(of: reader) {
            let days = try await CalendarView.load(reader.owner.person, from: from, to: to, categories: reader.categories, req.useCases)
            let calendar = try CalendarMonth.build(year: year, month: month, days: days)
            let shaped: [String: [String: CalendarMonth]] = [String(year): [String(month): calendar]]
            return try JSONCoding.encoder().encode(shaped)
        }
    }

    private static func yearParameter(_ req: Request) throws -> Int {
        guard let year = req.parameters.get("year", as: Int.self), LocalDate.supportedYears.contains(year) else {
            throw APIError.invalid("year", "must be a year from 1900 to 2999", Problem(.year1900To2999))
        }
        return year
    }
}
