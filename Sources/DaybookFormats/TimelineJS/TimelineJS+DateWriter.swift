import DaybookCore
import Foundation

extension TimelineJS {
    /// Writes axis values of one scenario as TimelineJS dates: the inverse of `GivenDate.point(in:)`,
    /// to the precision the date was given (or, for Daybook's own scenarios, what the unit holds).
    struct DateWriter {
        let unit: TimelineUnit
        let presentYear: Int?

        func parts(of value: Double, notation: TimelineDateNotation?) throws(ValidationError)
            -> TimelineJSDocument.DateParts {
            let (full, unitPrecision) = try fullParts(of: value)
            var parts = full.truncated(to: notation?.precision ?? unitPrecision)
            parts.displayDate = notation?.displayDate
            parts.format = notation?.format
            return parts
        }

        /// Every part the unit holds, and the precision Daybook's own scenarios are written to.
        private func fullParts(of value: Double) throws(ValidationError)
            -> (TimelineJSDocument.DateParts, TimelinePrecision) {
            switch unit {
            case .datetime, .date:
                let (seconds, millisecond) = TimelineDateFormat.split(milliseconds: value)
                let c = TimelineDateFormat.components(ofSeconds: seconds)
                let parts = TimelineJSDocument.DateParts(
                    year: c.year, month: c.month, day: c.day, hour: c.hour, minute: c.minute, second: c.second,
                    millisecond: millisecond)
                return (parts, unit == .date ? .day : millisecond == 0 ? .second : .millisecond)
            case .year:
                return yearParts(value)
            case .yearsago:
                guard let presentYear else {
                    throw ValidationError(field: "presentYear", .presentYearNeeded)
                }
                return yearParts(Double(presentYear) + value)
            case .ae, .miokm, .miomiles, .km:
                throw ValidationError(field: "unit", .scenarioHasNoDates, ["unit": unit.rawValue])
            }
        }

        /// Inverts `GivenDate.point(in:)` for the `year` unit, to the nearest second; a whole year
        /// is written as the year alone.
        private func yearParts(_ value: Double) -> (TimelineJSDocument.DateParts, TimelinePrecision) {
            guard value.isFinite, abs(value) < 9e15 else { return (TimelineJSDocument.DateParts(year: 0), .year) }
            var year = Int(value.rounded(.down))
            guard preciseYears.contains(year) else { return (TimelineJSDocument.DateParts(year: year), .year) }
            var seconds = ((value - Double(year)) * secondsInYear(year)).rounded()
            if seconds >= secondsInYear(year) {
                year += 1
                seconds = 0
            }
            let c = TimelineDateFormat.components(ofSeconds: TimelineDateFormat.seconds(year: year, month: 1, day: 1) + seconds)
            let parts = TimelineJSDocument.DateParts(year: c.year, month: c.month, day: c.day,
                                                     hour: c.hour, minute: c.minute, second: c.second)
            return (parts, seconds == 0 ? .year : .second)
        }
    }
}

extension TimelineJSDocument.DateParts {
    /// The parts down to `precision`; finer ones are left out.
    func truncated(to precision: TimelinePrecision) -> Self {
        func keep(_ part: Int?, _ level: TimelinePrecision) -> Int? { level <= precision ? part : nil }
        return Self(year: year, month: keep(month, .month), day: keep(day, .day), hour: keep(hour, .hour),
                    minute: keep(minute, .minute), second: keep(second, .second),
                    millisecond: keep(millisecond, .millisecond))
    }
}
