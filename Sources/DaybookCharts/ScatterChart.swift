import DaybookCore

/// A metric (x, the possible cause) against the day's mean stress (y), with the
/// least-squares trend line and r².
public enum ScatterChart {
    public static func svg(_ points: [PairedDay], fit: LinearCorrelation?, labels: ChartLabels, decimals: Int = 1) -> String {
        var svg = SVGDocument(kind: "scatter", height: 240, labels: labels)
        let points = points.filter { $0.metric.isFinite && $0.stress.isFinite }
        let xs = points.map(\.metric), ys = points.map(\.stress)
        guard let xLow = xs.min(), let xHigh = xs.max(), let yLow = ys.min(), let yHigh = ys.max() else {
            svg.noData()
            return svg.render()
        }
        let area = PlotArea(height: svg.height, x: xLow...xHigh, y: yLow...yHigh)
        area.drawAxes(into: &svg, labels: labels, decimals: decimals)
        svg.text(labels.number(area.xDomain.lowerBound, decimals: decimals), x: area.left, y: area.bottom + 17, anchor: "start", size: SVGDocument.labelSize)
        svg.text(labels.number(area.xDomain.upperBound, decimals: decimals), x: area.right, y: area.bottom + 17, anchor: "end", size: SVGDocument.labelSize)
        for p in points {
            svg.add("<circle class=\"dbc-point\" cx=\"\(SVGText.number(area.x(p.metric)))\" cy=\"\(SVGText.number(area.y(p.stress)))\" r=\"3\" fill=\"currentColor\" fill-opacity=\"0.7\"/>")
        }
        if let slope = fit?.slope, let intercept = fit?.intercept {
            // Drawn across the data's x range and clipped to the plot so a steep line stays inside.
            let x1 = area.xDomain.lowerBound, x2 = area.xDomain.upperBound
            svg.add("<clipPath id=\"\(SVGText.identifier(labels.id))-clip\"><rect x=\"\(SVGText.number(area.left))\" y=\"\(SVGText.number(area.top))\" width=\"\(SVGText.number(area.right - area.left))\" height=\"\(SVGText.number(area.bottom - area.top))\"/></clipPath>")
            svg.add("<line class=\"dbc-trend\" clip-path=\"url(#\(SVGText.identifier(labels.id))-clip)\" x1=\"\(SVGText.number(area.x(x1)))\" y1=\"\(SVGText.number(area.y(intercept + slope * x1)))\" x2=\"\(SVGText.number(area.x(x2)))\" y2=\"\(SVGText.number(area.y(intercept + slope * x2)))\" stroke=\"currentColor\" stroke-width=\"1.5\" stroke-dasharray=\"6 3\"/>")
        }
        if let rSquared = fit?.rSquared {
            svg.text("r² = \(labels.number(rSquared, decimals: 2)), n = \(points.count)", x: area.right, y: area.top + 14, anchor: "end", size: SVGDocument.labelSize, className: "dbc-stat")
        }
        return svg.render()
    }
}
