import DaybookCore
import Foundation

extension TimelineJS {
    /// A TimelineJS date that places something: its year is given and every part is in range.
    /// TimelineJS fills the parts not given as January, the 1st, 00:00:00.000, and so does Daybook.
    struct GivenDate {
        let year: Int
        let parts: TimelineJSDocument.DateParts

        /// An event's start or an era's date: TimelineJS needs at least the year.
        static func required(_ parts: TimelineJSDocument.DateParts?, field: String) throws(ValidationError)
            -> GivenDate {
            guard let parts else { throw ValidationError(field: field, .missing) }
            guard let year = parts.year else { throw ValidationError(field: field + ".year", .missing) }
            try check(parts, year: year, field: field)
            return GivenDate(year: year, parts: parts)
        }

        /// An event's end: none when absent or without any part (a spreadsheet row without end date).
        static func optional(_ parts: TimelineJSDocument.DateParts?, field: String) throws(ValidationError)
            -> GivenDate? {
            guard let parts, !parts.isUnplaced else { return nil }
            return try required(parts, field: field)
        }

        private static func check(_ date: TimelineJSDocument.DateParts, year: Int, field: String)
            throws(ValidationError) {
            guard supportedYears.contains(year) else {
                throw ValidationError(field: field + ".year", .within100BillionYears)
            }
            if let month = date.month, !(1...12).contains(month) {
                throw ValidationError(field: field + ".month", .oneToTwelve)
            }
            if let day = date.day {
                let month = date.month ?? 1
                guard (1...LocalDate.daysIn(month: month, year: year)).contains(day) else {
                    throw ValidationError(field: field + ".day", .dayNotInMonth, ["day": "\(day)", "month": "\(month)"])
                }
            }
            let limits = [(date.hour, "hour", 24), (date.minute, "minute", 60), (date.second, "second", 60),
                          (date.millisecond, "millisecond", 1000)]
            for (value, name, limit) in limits {
                if let value, !(0..<limit).contains(value) {
                    throw ValidationError(field: field + "." + name, .zeroToLimit, ["maximum": "\(limit - 1)"])
                }
            }
        }

        var hasTime: Bool {
            parts.hour != nil || parts.minute != nil || parts.second != nil || parts.millisecond != nil
        }

        /// The finest part given.
        var precision: TimelinePrecision {
            let given: [(Int?, TimelinePrecision)] = [
                (parts.millisecond, .millisecond), (parts.second, .second), (parts.minute, .minute),
                (parts.hour, .hour), (parts.day, .day), (parts.month, .month),
            ]
            return given.first { $0.0 != nil }?.1 ?? .year
        }

        /// The scenario unit for all dates of a file (see `TimelineJS`).
        static func unit(for dates: [GivenDate]) -> TimelineUnit {
            let onCalendar = dates.allSatisfy { TimelineDateFormat.supportedYears.contains($0.year) }
            return onCalendar ? (dates.contains(where: \.hasTime) ? .datetime : .date) : .year
        }

        func point(in unit: TimelineUnit) -> TimelinePoint {
            guard unit.isCalendar || preciseYears.contains(year) else { return .number(Double(year)) }
            let seconds = TimelineDateFormat.seconds(
                year: year, month: parts.month ?? 1, day: parts.day ?? 1,
                hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0)
            if unit.isCalendar {
                return .date(Date(timeIntervalSince1970: seconds + Double(parts.millisecond ?? 0) / 1000))
            }
            let yearStart = TimelineDateFormat.seconds(year: year, month: 1, day: 1)
            return .number(Double(year) + (seconds - yearStart) / secondsInYear(year))
        }

        /// How the date was written, to what the unit keeps of it: the `year` axis keeps seconds
        /// within a million years and only the year beyond.
        func notation(in unit: TimelineUnit) -> TimelineDateNotation? {
            var precision = self.precision
            if !unit.isCalendar {
                precision = preciseYears.contains(year) ? min(precision, .second) : .year
            }
            return TimelineDateNotation(precision: precision, displayDate: parts.displayDate, format: parts.format)
        }

        /// The date as written, e.g. "1943-07" or "-13800000000": a name for a slide with nothing else.
        var written: String {
            var text = String(year)
            let fields: [(Int?, String)] = [(parts.month, "-%02d"), (parts.day, "-%02d"), (parts.hour, "T%02d"),
                                            (parts.minute, ":%02d"), (parts.second, ":%02d"), (parts.millisecond, ".%03d")]
            for (value, format) in fields.prefix(TimelinePrecision.allCases.firstIndex(of: precision) ?? 0) {
                text += String(format: format, value ?? (format.hasPrefix("-") ? 1 : 0))
            }
            return text
        }
    }

    static func secondsInYear(_ year: Int) -> Double {
        LocalDate.isLeap(year) ? 366 * 86_400 : 365 * 86_400
    }
}
