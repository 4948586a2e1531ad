import DaybookCore

/// The ambulatory glucose profile: the 5–95 % band, the 25–75 % band and the median line over a day,
/// with the target range (70–180 mg/dL by default, Battelino 2019) marked. Values in the profile's unit.
/// Clinicians read every AGP on the same scale: 0 to 350 mg/dL (higher only when the profile is), with
/// lines at 54, 70, 180 and 250 mg/dL (3.0, 3.9, 10.0 and 13.9 mmol/L), not at ticks of its own data.
public enum AGPChart {
    /// The consensus thresholds the scale is labelled at: very low, low, high, very high.
    public static let scaleLinesMgPerDL: [Double] = [54, 70, 180, 250]
    static let scaleTopMgPerDL = 350.0

    public static func svg(_ profile: [GlucoseProfileSlot], unit: GlucoseUnit, targetMgPerDL: ClosedRange<Double> = 70...180,
                           labels: ChartLabels) -> String {
        var svg = SVGDocument(kind: "agp", height: 240, labels: labels)
        let slots = profile.filter { $0.p5 != nil && $0.p25 != nil && $0.p50 != nil && $0.p75 != nil && $0.p95 != nil }
        guard !slots.isEmpty else {
            svg.noData()
            return svg.render()
        }
        let decimals = unit == .mgPerDL ? 0 : 1
        let target = unit.fromMgPerDL(targetMgPerDL.lowerBound)...unit.fromMgPerDL(targetMgPerDL.upperBound)
        let top = unit.fromMgPerDL(scaleTopMgPerDL)
        let high = max(slots.compactMap(\.p95).max() ?? top, top)
        let area = PlotArea(height: svg.height, x: 0...1440, y: 0...(high > top ? (high / top).rounded(.up) * top : top))
        let lines = scaleLinesMgPerDL.map { unit.fromMgPerDL($0) }
        area.drawAxes(into: &svg, labels: labels, decimals: decimals, ticks: [0] + lines)
        for hour in stride(from: 0, through: 24, by: 6) {
            // The first and last labels are anchored inside the plot, not centred past its edges.
            let anchor = hour == 0 ? "start" : hour == 24 ? "end" : "middle"
            svg.text((hour % 24 < 10 ? "0" : "") + "\(hour % 24):00", x: area.x(Double(hour * 60)), y: area.bottom + 17, anchor: anchor,
                     size: SVGDocument.labelSize)
        }
        // Target range: two lines and a faint fill.
        svg.add("<rect class=\"dbc-target\" x=\"\(SVGText.number(area.left))\" y=\"\(SVGText.number(area.y(target.upperBound)))\" width=\"\(SVGText.number(area.right - area.left))\" height=\"\(SVGText.number(area.y(target.lowerBound) - area.y(target.upperBound)))\" fill=\"currentColor\" fill-opacity=\"0.06\"/>")
        for bound in [target.lowerBound, target.upperBound] {
            svg.line(x1: area.left, y1: area.y(bound), x2: area.right, y2: area.y(bound), className: "dbc-target-line", opacity: 0.6)
            // A target of her own, off the scale's lines, says its value at the line's end.
            if !lines.contains(where: { abs($0 - bound) < 0.05 }) {
                svg.text(svg.labels.number(bound, decimals: decimals), x: area.right, y: area.y(bound) - 3, anchor: "end", size: SVGDocument.labelSize)
            }
        }
        // Each slot is drawn at its middle.
        let width = 1440.0 / Double(max(profile.count, 1))
        func x(_ slot: GlucoseProfileSlot) -> String { SVGText.number(area.x(Double(slot.minuteOfDay) + width / 2)) }
        func band(_ lower: KeyPath<GlucoseProfileSlot, Double?>, _ upper: KeyPath<GlucoseProfileSlot, Double?>) -> String {
            let top = slots.map { "\(x($0)),\(SVGText.number(area.y($0[keyPath: upper] ?? 0)))" }
            let bottom = slots.reversed().map { "\(x($0)),\(SVGText.number(area.y($0[keyPath: lower] ?? 0)))" }
            return (top + bottom).joined(separator: " ")
        }
        svg.add("<polygon class=\"dbc-band-outer\" points=\"\(band(\.p5, \.p95))\" fill=\"currentColor\" fill-opacity=\"0.15\"/>")
        svg.add("<polygon class=\"dbc-band-inner\" points=\"\(band(\.p25, \.p75))\" fill=\"currentColor\" fill-opacity=\"0.3\"/>")
        let median = slots.map { "\(x($0)),\(SVGText.number(area.y($0.p50 ?? 0)))" }
        svg.add("<polyline class=\"dbc-median\" points=\"\(median.joined(separator: " "))\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\"/>")
        return svg.render()
    }
}
