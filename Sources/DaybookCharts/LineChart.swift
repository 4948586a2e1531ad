import DaybookCore

/// A line of daily values over time (a stress or metrics period page) with a dashed line at the
/// period's average.
public enum LineChart {
    public static func svg(_ points: [DatedValue], average: Double?, labels: ChartLabels, decimals: Int = 1) -> String {
        var svg = SVGDocument(kind: "line", height: 220, labels: labels)
        let points = points.filter(\.value.isFinite).sorted { $0.date < $1.date }
        guard let first = points.first, let last = points.last else {
            svg.noData()
            return svg.render()
        }
        let values = points.map(\.value) + (average.map { [$0] } ?? [])
        let low = min(0, values.min() ?? 0), high = values.max() ?? 1
        let area = PlotArea(height: svg.height, x: Double(first.date.dayNumber)...Double(last.date.dayNumber), y: low...high)
        area.drawAxes(into: &svg, labels: labels, decimals: decimals)
        let path = points.map { "\(SVGText.number(area.x(Double($0.date.dayNumber)))),\(SVGText.number(area.y($0.value)))" }
        svg.add("<polyline class=\"dbc-series\" points=\"\(path.joined(separator: " "))\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\"/>")
        for p in points {
            svg.add("<circle class=\"dbc-point\" cx=\"\(SVGText.number(area.x(Double(p.date.dayNumber))))\" cy=\"\(SVGText.number(area.y(p.value)))\" r=\"2.5\" fill=\"currentColor\"/>")
        }
        if let average {
            svg.line(x1: area.left, y1: area.y(average), x2: area.right, y2: area.y(average), className: "dbc-average", dashed: true, opacity: 0.7)
            svg.text(svg.labels.number(average, decimals: decimals), x: area.right, y: area.y(average) - 4, anchor: "end", size: SVGDocument.labelSize)
        }
        svg.text(first.date.description, x: area.left, y: area.bottom + 17, anchor: "start", size: SVGDocument.labelSize)
        if last.date != first.date { svg.text(last.date.description, x: area.right, y: area.bottom + 17, anchor: "end", size: SVGDocument.labelSize) }
        return svg.render()
    }
}
