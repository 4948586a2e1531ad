import DaybookCore

/// The words of the insight charts in the reader's language (`Preferences.language`). Each language
/// keeps all of its strings in one small file; numbers arrive already formatted.
protocol ChartWords: Sendable {
    var noData: String { get }
    /// Short weekday names, Monday first.
    var weekdays: [String] { get }
    var stress: String { get }
    var date: String { get }
    var hourOfDay: String { get }
    var weekday: String { get }
    var timeOfDay: String { get }
    func metric(_ metric: InsightMetric) -> String

    func lineTitle(_ subject: String, from: String, to: String) -> String
    func lineDescription(_ subject: String, days: Int, average: String?) -> String
    func byHourTitle() -> String
    func byWeekdayTitle() -> String
    func bucketDescription(ratings: Int, highest: String?) -> String
    func scatterTitle(_ metric: String, lag: Int) -> String
    /// `p` is the whole phrase, "p = 0.012" or "p < 0.001".
    func scatterDescription(days: Int, minimum: Int, r: String?, rSquared: String?, p: String?) -> String
    func heatmapTitle(_ subject: String) -> String
    func heatmapDescription(from: String, to: String, days: Int, low: String?, high: String?) -> String
    func agpTitle() -> String
    func agpDescription(from: String, to: String, readings: Int, target: String) -> String
}

enum ChartLanguage {
    static func words(for language: Language) -> any ChartWords {
        switch language {
        case .en: EnglishChartWords()
        case .de: GermanChartWords()
        }
    }
}
