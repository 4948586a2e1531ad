import DaybookCore

/// The charts' English words.
struct EnglishChartWords: ChartWords {
    let noData = "No data"
    let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    let stress = "Stress"
    let date = "Date"
    let hourOfDay = "Hour of day"
    let weekday = "Weekday"
    let timeOfDay = "Time of day"

    func metric(_ metric: InsightMetric) -> String {
        switch metric {
        case .sleep: "Sleep"
        case .activity: "Activity"
        case .work: "Work"
        case .diet: "Diet"
        }
    }

    func lineTitle(_ subject: String, from: String, to: String) -> String {
        from == to ? "\(subject) on \(from)" : "\(subject) from \(from) to \(to)"
    }

    func lineDescription(_ subject: String, days: Int, average: String?) -> String {
        guard let average, days > 0 else { return "\(subject): no values in this period." }
        return "\(subject) on \(days) \(days == 1 ? "day" : "days"), one point per day; the dashed line is the period's average, \(average)."
    }

    func byHourTitle() -> String { "Average stress by hour of day" }
    func byWeekdayTitle() -> String { "Average stress by weekday" }

    func bucketDescription(ratings: Int, highest: String?) -> String {
        guard let highest, ratings > 0 else { return "No stress ratings yet." }
        return "Averages over all \(ratings) stress \(ratings == 1 ? "rating" : "ratings"); highest: \(highest)."
    }

    func scatterTitle(_ metric: String, lag: Int) -> String {
        lag == 1 ? "\(metric) of the day before and stress" : "\(metric) and stress"
    }

    func scatterDescription(days: Int, minimum: Int, r: String?, rSquared: String?, p: String?) -> String {
        guard let r, let rSquared else {
            return "\(days) paired \(days == 1 ? "day" : "days"): not enough data for a trend line (it needs \(minimum))."
        }
        return "\(days) paired days, one point per day, with the least-squares trend line: r = \(r), r² = \(rSquared)\(p.map { ", \($0)" } ?? "")."
    }

    func heatmapTitle(_ subject: String) -> String { "Calendar of \(subject.lowercased())" }

    func heatmapDescription(from: String, to: String, days: Int, low: String?, high: String?) -> String {
        guard let low, let high, days > 0 else { return "No values from \(from) to \(to)." }
        return "From \(from) to \(to): \(days) \(days == 1 ? "day" : "days") with a value, darker is higher, from \(low) to \(high)."
    }

    func agpTitle() -> String { "Ambulatory glucose profile" }

    func agpDescription(from: String, to: String, readings: Int, target: String) -> String {
        guard readings > 0 else { return "No glucose readings from \(from) to \(to)." }
        return "\(readings) readings from \(from) to \(to) by time of day: the median line, the 25–75 % and 5–95 % bands, and the target range \(target)."
    }
}
