import DaybookCore

/// The words of a chart, given by the UI in the reader's language: the accessible title and
/// description, the "No data" message, axis captions, and the language numbers are written in.
public struct ChartLabels: Sendable, Equatable {
    /// Unique within the page: it names the `<title>` and `<desc>` for `aria-labelledby`.
    public var id: String
    public var title: String
    public var description: String
    public var noData: String
    public var xAxis: String
    public var yAxis: String
    /// The reader's language: every number a reader sees (ticks, values, tooltips) is written in it.
    public var language: Language

    public init(id: String, title: String, description: String, noData: String = "No data",
                xAxis: String = "", yAxis: String = "", language: Language = .en) {
        self.id = id
        self.title = title
        self.description = description
        self.noData = noData
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.language = language
    }

    /// A number the reader sees ("36.2" / "36,2"); coordinates stay `SVGText.number`.
    public func number(_ value: Double, decimals: Int) -> String {
        NumberText.fixed(value.isFinite ? value : 0, language: language, decimals: decimals)
    }
}
