/// An SVG chart under construction: a 360-unit-wide viewBox (a phone's width) scaled to 100 % of its
/// container, with `<title>` and `<desc>` named by `aria-labelledby` for screen readers. Everything
/// is drawn in `currentColor` with light fills, so it prints on white and CSS (classes `dbc-…`) can
/// restyle it for dark mode.
public struct SVGDocument: Sendable {
    public static let width = 360.0
    /// Every label's size in viewBox units: at least 12 px on a 320 px phone, where a chart is
    /// drawn about 290 px wide.
    public static let labelSize = 15

    public let height: Double
    public let labels: ChartLabels
    private let kind: String
    private var body: [String] = []

    public init(kind: String, height: Double, labels: ChartLabels) {
        self.kind = kind
        self.height = height
        self.labels = labels
    }

    /// Appends raw SVG markup; callers escape text through `text(_:x:y:…)` or `SVGText.escape`.
    public mutating func add(_ element: String) {
        body.append(element)
    }

    public mutating func text(_ content: String, x: Double, y: Double, anchor: String = "middle", size: Int = SVGDocument.labelSize, className: String = "dbc-label") {
        add("<text class=\"\(className)\" x=\"\(n(x))\" y=\"\(n(y))\" text-anchor=\"\(anchor)\" font-size=\"\(size)\" fill=\"currentColor\">\(SVGText.escape(content))</text>")
    }

    public mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, className: String, dashed: Bool = false, opacity: Double = 1) {
        let dash = dashed ? " stroke-dasharray=\"4 3\"" : ""
        add("<line class=\"\(className)\" x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"currentColor\" stroke-opacity=\"\(SVGText.number(opacity, decimals: 2))\"\(dash)/>")
    }

    /// The "No data" message in the middle of the plot, said plainly instead of an empty frame.
    public mutating func noData() {
        text(labels.noData, x: Self.width / 2, y: height / 2, size: 17, className: "dbc-no-data")
    }

    public func render() -> String {
        let id = SVGText.identifier(labels.id)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"dbc dbc-\(kind)\" viewBox=\"0 0 \(n(Self.width)) \(n(height))\" width=\"100%\" preserveAspectRatio=\"xMidYMid meet\" role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\" font-family=\"sans-serif\">\n"
        out += "<title id=\"\(id)-title\">\(SVGText.escape(labels.title))</title>\n"
        out += "<desc id=\"\(id)-desc\">\(SVGText.escape(labels.description))</desc>\n"
        for element in body { out += element + "\n" }
        out += "</svg>\n"
        return out
    }

    private func n(_ value: Double) -> String { SVGText.number(value) }
}
