import Testing
import DaybookCore

/// Periods of `periodLength` days starting at `first` and then after each of `cycleLengths`.
func periods(from first: String, cycleLengths: [Int], periodLength: Int = 5) -> [Period] {
    var start = date(first)
    var result = [Period(start: start, end: start.adding(days: periodLength - 1))]
    for length in cycleLengths {
        start = start.adding(days: length)
        result.append(Period(start: start, end: start.adding(days: periodLength - 1)))
    }
    return result
}
