import DaybookCore
import Foundation

/// The words of the insight charts in the reader's language, from the same tables as the pages
/// (`chart.` keys). Numbers arrive already formatted.
struct ChartText: Sendable {
    let strings: Catalogue
    let language: Language

    init(_ language: Language) {
        strings = Strings.table(language)
        self.language = language
    }

    /// A number in the reader's language, for the chart's spoken description.
    func number(_ value: Double, decimals: Int = 1) -> String { NumberText.fixed(value, language: language, decimals: decimals) }

    var noData: String { strings.fill("chart.noData") }
    /// Short weekday names, Monday first.
    var weekdays: [String] { strings.fill("chart.weekdays").split(separator: ",").map(String.init) }
    var stress: String { strings.fill("chart.stress") }
    var date: String { strings.fill("chart.date") }
    var hourOfDay: String { strings.fill("chart.hourOfDay") }
    var weekday: String { strings.fill("chart.weekday") }
    var timeOfDay: String { strings.fill("chart.timeOfDay") }

    func metric(_ metric: InsightMetric) -> String { strings.fill("chart.metric.\(metric.rawValue)") }

    func lineTitle(_ subject: String, from: String, to: String) -> String {
        strings.fill(from == to ? "chart.lineTitle.day" : "chart.lineTitle.range", ["subject": subject, "from": from, "to": to])
    }

    func lineDescription(_ subject: String, days: Int, average: String?) -> String {
        guard let average, days > 0 else { return strings.fill("chart.lineDescription.none", ["subject": subject]) }
        return strings.counted("chart.lineDescription", days, ["subject": subject, "average": average])
    }

    func byHourTitle() -> String { strings.fill("chart.byHourTitle") }
    func byWeekdayTitle() -> String { strings.fill("chart.byWeekdayTitle") }

    func bucketDescription(ratings: Int, highest: String?) -> String {
        guard let highest, ratings > 0 else { return strings.fill("chart.bucketDescription.none") }
        return strings.counted("chart.bucketDescription", ratings, ["highest": highest])
    }

    func scatterTitle(_ metric: String, lag: Int) -> String {
        strings.fill(lag == 1 ? "chart.scatterTitle.dayBefore" : "chart.scatterTitle.sameDay", ["metric": metric])
    }

    /// `p` is the whole phrase, "p = 0.012" or "p < 0.001".
    func scatterDescription(days: Int, minimum: Int, r: String?, rSquared: String?, p: String?) -> String {
        guard let r, let rSquared else {
            return strings.counted("chart.scatterDescription.few", days, ["minimum": String(minimum)])
        }
        return strings.fill("chart.scatterDescription",
                            ["count": String(days), "r": r, "rSquared": rSquared, "p": p.map { ", \($0)" } ?? ""])
    }

    func heatmapTitle(_ subject: String) -> String {
        strings.fill("chart.heatmapTitle", ["subject": subject, "subjectLowercased": subject.lowercased()])
    }

    func heatmapDescription(from: String, to: String, days: Int, low: String?, high: String?) -> String {
        guard let low, let high, days > 0 else { return strings.fill("chart.heatmapDescription.none", ["from": from, "to": to]) }
        return strings.counted("chart.heatmapDescription", days, ["from": from, "to": to, "low": low, "high": high])
    }

    func agpTitle() -> String { strings.fill("chart.agpTitle") }

    func agpDescription(from: String, to: String, readings: Int, target: String) -> String {
        guard readings > 0 else { return strings.fill("chart.agpDescription.none", ["from": from, "to": to]) }
        return strings.fill("chart.agpDescription", ["count": String(readings), "from": from, "to": to, "target": target])
    }
}
