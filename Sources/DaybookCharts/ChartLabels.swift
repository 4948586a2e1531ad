/// The words of a chart, given by the UI in the reader's language: the accessible title and
/// description, the "No data" message, and axis captions.
public struct ChartLabels: Sendable, Equatable {
    /// Unique within the page: it names the `<title>` and `<desc>` for `aria-labelledby`.
    public var id: String
    public var title: String
    public var description: String
    public var noData: String
    public var xAxis: String
    public var yAxis: String

    public init(id: String, title: String, description: String, noData: String = "No data",
                xAxis: String = "", yAxis: String = "") {
        self.id = id
        self.title = title
        self.description = description
        self.noData = noData
        self.xAxis = xAxis
        self.yAxis = yAxis
    }
}
