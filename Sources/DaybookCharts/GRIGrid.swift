import DaybookCore

/// The glycemia risk index grid (Klonoff et al., J Diabetes Sci Technol 2023): the hypoglycaemia
/// component across, the hyperglycaemia component up, the zones A–E as diagonal bands where
/// 3 × hypo + 1.6 × hyper crosses 20, 40, 60 and 80, and the person's point in them. Each band has a
/// class (`dbc-gri-a` … `dbc-gri-e`) and a fill that darkens with risk, so it reads in black and white.
public enum GRIGrid {
    /// The paper's grid: hypo 0–30 %, hyper 0–60 %. A point beyond is drawn on the edge.
    static let hypoMax = 30.0, hyperMax = 60.0

    public static func svg(hypo: Double?, hyper: Double?, zone: GRIZone?, labels: ChartLabels) -> String {
        var svg = SVGDocument(kind: "gri", height: 250, labels: labels)
        let area = PlotArea(height: svg.height, x: 0...hypoMax, y: 0...hyperMax)
        let corners = [(0.0, 0.0), (hypoMax, 0), (hypoMax, hyperMax), (0, hyperMax)]
        for (index, zone) in GRIZone.allCases.enumerated() {
            let lower = Double(index) * 20, upper = Double(index + 1) * 20
            // The rectangle clipped to lower ≤ GRI ≤ upper; the last band takes all above 80.
            var band = clip(corners) { 3 * $0 + 1.6 * $1 - lower }
            if zone != .e { band = clip(band) { upper - (3 * $0 + 1.6 * $1) } }
            guard band.count > 2 else { continue }
            let points = band.map { "\(n(area.x($0.0))),\(n(area.y($0.1)))" }.joined(separator: " ")
            let opacity = SVGText.number(0.08 + Double(index) * 0.1, decimals: 2)
            svg.add("<polygon class=\"dbc-gri-\(zone.rawValue.lowercased())\" data-zone=\"\(zone.rawValue)\" points=\"\(points)\" fill=\"currentColor\" fill-opacity=\"\(opacity)\"/>")
            // The letter where the band's middle line meets the left edge.
            let middle = (lower + 10) / 1.6
            svg.text(zone.rawValue, x: area.left + 10, y: area.y(middle) + 5, anchor: "middle", className: "dbc-label dbc-gri-letter")
        }
        area.drawAxes(into: &svg, labels: labels, decimals: 0)
        for value in [0.0, 10, 20, 30] {
            svg.text(labels.number(value, decimals: 0), x: area.x(value), y: area.bottom + 17, size: SVGDocument.labelSize)
        }
        guard let hypo, let hyper, hypo.isFinite, hyper.isFinite else {
            svg.noData()
            return svg.render()
        }
        let x = area.x(min(max(hypo, 0), hypoMax)), y = area.y(min(max(hyper, 0), hyperMax))
        svg.add("<circle class=\"dbc-gri-point\" data-zone=\"\(zone?.rawValue ?? "")\" cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"6\" fill=\"currentColor\" stroke=\"white\" stroke-width=\"2\"/>")
        return svg.render()
    }

    /// Sutherland–Hodgman: the part of a convex polygon where `inside` is at least zero.
    static func clip(_ polygon: [(Double, Double)], _ inside: (Double, Double) -> Double) -> [(Double, Double)] {
        guard let last = polygon.last else { return [] }
        var out: [(Double, Double)] = []
        var previous = last
        for current in polygon {
            let a = inside(previous.0, previous.1), b = inside(current.0, current.1)
            if (a >= 0) != (b >= 0) {
                let t = a / (a - b)
                out.append((previous.0 + t * (current.0 - previous.0), previous.1 + t * (current.1 - previous.1)))
            }
            if b >= 0 { out.append(current) }
            previous = current
        }
        return out
    }

    private static func n(_ value: Double) -> String { SVGText.number(value) }
}
