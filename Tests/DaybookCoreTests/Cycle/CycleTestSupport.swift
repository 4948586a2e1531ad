import DaybookCore

/// A date from "YYYY-MM-DD"; test literals only.
func day(_ text: String) -> LocalDate {
    do { return try LocalDate(parsing: text) } catch { fatalError("bad test date \(text)") }
}

/// Periods of `periodLength` days starting at `first` and then after each of `cycleLengths`.
func periods(from first: String, cycleLengths: [Int], periodLength: Int = 5) -> [Period] {
    var start = day(first)
    var result = [Period(start: start, end: start.adding(days: periodLength - 1))]
    for length in cycleLengths {
        start = start.adding(days: length)
        result.append(Period(start: start, end: start.adding(days: periodLength - 1)))
    }
    return result
}
