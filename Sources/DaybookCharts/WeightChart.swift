import DaybookCore

/// Weight over time with the periods shaded behind it, so a person sees whether their weight
/// follows their cycle (water retention before and during a period is common).
public enum WeightChart {
    public static func svg(_ points: [DatedValue], periods: [ClosedRange<LocalDate>], labels: ChartLabels) -> String {
        var svg = SVGDocument(kind: "weight", height: 220, labels: labels)
        let points = points.filter(\.value.isFinite).sorted { $0.date < $1.date }
        guard let first = points.first, let last = points.last else {
            svg.noData()
            return svg.render()
        }
        let values = points.map(\.value)
        let low = (values.min() ?? 0) - 0.5, high = (values.max() ?? 1) + 0.5
        let span = Double(first.date.dayNumber)...Double(max(last.date.dayNumber, first.date.dayNumber + 1))
        let area = PlotArea(height: svg.height, x: span, y: low...high)
        for period in periods where period.upperBound >= first.date && period.lowerBound <= last.date {
            let x1 = area.x(Double(max(period.lowerBound, first.date).dayNumber) - 0.5)
            let x2 = area.x(Double(min(period.upperBound, last.date).dayNumber) + 0.5)
            svg.add("<rect class=\"dbc-period\" x=\"\(n(x1))\" y=\"\(n(area.top))\" width=\"\(n(x2 - x1))\" height=\"\(n(area.bottom - area.top))\" fill=\"currentColor\" fill-opacity=\"0.15\"/>")
        }
        area.drawAxes(into: &svg, labels: labels, decimals: 1)
        let path = points.map { "\(n(area.x(Double($0.date.dayNumber)))),\(n(area.y($0.value)))" }
        svg.add("<polyline class=\"dbc-series\" points=\"\(path.joined(separator: " "))\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\"/>")
        for point in points {
            svg.add("<circle class=\"dbc-point\" cx=\"\(n(area.x(Double(point.date.dayNumber))))\" cy=\"\(n(area.y(point.value)))\" r=\"2.5\" fill=\"currentColor\"/>")
        }
        svg.text(first.date.description, x: area.left, y: area.bottom + 17, anchor: "start", size: SVGDocument.labelSize)
        if last.date != first.date { svg.text(last.date.description, x: area.right, y: area.bottom + 17, anchor: "end", size: SVGDocument.labelSize) }
        return svg.render()
    }

    private static func n(_ value: Double) -> String { SVGText.number(value) }
}
