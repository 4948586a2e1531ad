/// A measure's mean in each phase of the cycle as a dot with a whisker of one standard deviation:
/// dots, not bars, so the axis can start near the values without exaggerating a difference. A phase
/// with too few days is drawn hollow.
public enum PhaseChart {
    public struct Point: Sendable, Hashable {
        public var label: String
        public var mean: Double
        public var spread: Double?
        public var enoughDays: Bool

        public init(label: String, mean: Double, spread: Double?, enoughDays: Bool) {
            self.label = label
            self.mean = mean
            self.spread = spread
            self.enoughDays = enoughDays
        }
    }

    public static func svg(_ points: [Point], labels: ChartLabels, decimals: Int = 1) -> String {
        var svg = SVGDocument(kind: "phases", height: 220, labels: labels)
        let finite = points.filter { $0.mean.isFinite }
        guard !finite.isEmpty else {
            svg.noData()
            return svg.render()
        }
        let lows = finite.map { $0.mean - ($0.spread ?? 0) }, highs = finite.map { $0.mean + ($0.spread ?? 0) }
        let area = PlotArea(height: svg.height, x: 0...Double(points.count), y: (lows.min() ?? 0)...(highs.max() ?? 1))
        area.drawAxes(into: &svg, labels: labels, decimals: decimals)
        let slot = (area.right - area.left) / Double(points.count)
        for (i, point) in points.enumerated() where point.mean.isFinite {
            let x = area.left + (Double(i) + 0.5) * slot
            if let spread = point.spread, spread.isFinite {
                svg.line(x1: x, y1: area.y(point.mean - spread), x2: x, y2: area.y(point.mean + spread), className: "dbc-series", opacity: 0.6)
            }
            let fill = point.enoughDays ? "fill=\"currentColor\"" : "fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\""
            svg.add("<circle class=\"dbc-point\" cx=\"\(SVGText.number(x))\" cy=\"\(SVGText.number(area.y(point.mean)))\" r=\"5\" \(fill)><title>\(SVGText.escape(point.label)): \(SVGText.escape(svg.labels.number(point.mean, decimals: decimals)))</title></circle>")
            svg.text(point.label, x: x, y: area.bottom + 17, size: SVGDocument.labelSize)
        }
        return svg.render()
    }
}
