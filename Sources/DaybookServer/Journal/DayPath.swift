import DaybookCore
import Vapor

extension Request {
    /// The `{date}` of `/days/{date}`, as a date or a 422 naming it.
    func dayParameter() throws -> LocalDate {
        try LocalDate(parsing: parameters.get("date") ?? "", field: "date")
    }
}
