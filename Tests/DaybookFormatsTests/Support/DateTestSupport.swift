@testable import DaybookCore
import Testing

/// A date from "YYYY-MM-DD"; fails the test on typos (as the core's tests have it).
func date(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> LocalDate {
    do {
        return try LocalDate(parsing: text)
    } catch {
        Issue.record("not a date: \(text)", sourceLocation: sourceLocation)
        return LocalDate(dayNumber: 0)
    }
}
