import DaybookCore

/// One cycle charted the way sympto-thermal charts are read: waking temperatures by cycle day with
/// the cover line, disturbed readings hollow and left out of the line, each day's mucus as a dot
/// along the bottom (hollow when dry, fuller as it gets more fertile), positive LH tests as marks
/// along the top, the period's days marked and the fertile phase shaded. A day is about 10 units
/// wide on a phone, too narrow for letters. Colours come from CSS classes, so dark mode follows.
public enum CycleSignsChart {
    public struct Day: Sendable, Hashable {
        /// 1 is the period's first day.
        public var cycleDay: Int
        public var celsius: Double?
        public var excluded: Bool
        /// The sympto-thermal mucus value, 0 (t) … 4 (S+).
        public var mucus: Int?
        public var lhSurge: Bool
        public var bleeding: Bool

        public init(cycleDay: Int, celsius: Double? = nil, excluded: Bool = false, mucus: Int? = nil, lhSurge: Bool = false, bleeding: Bool = false) {
            self.cycleDay = cycleDay
            self.celsius = celsius
            self.excluded = excluded
            self.mucus = mucus
            self.lhSurge = lhSurge
            self.bleeding = bleeding
        }
    }

    /// - Parameters:
    ///   - length: the cycle's days shown (at least the last observed day).
    ///   - fertile: the fertile phase in cycle days, when known.
    ///   - coverLine: in °C, once a temperature shift was found.
    ///   - ovulation: the cycle day of ovulation, confirmed or expected.
    ///   - unit: the scale drawn; readings and the cover line are converted to it.
    public static func svg(days: [Day], length: Int, fertile: ClosedRange<Int>?, coverLine celsiusLine: Double?,
                           ovulation: Int? = nil, unit: TemperatureUnit = .C, labels: ChartLabels) -> String {
        var svg = SVGDocument(kind: "cycle-signs", height: 260, labels: labels)
        let temperatures = days.compactMap { day in day.celsius.map { (day.cycleDay, unit.from(celsius: $0), day.excluded) } }
        let coverLine = celsiusLine.map(unit.from(celsius:))
        guard !days.isEmpty else {
            svg.noData()
            return svg.render()
        }
        let shown = max(length, days.map(\.cycleDay).max() ?? 1, 7)
        let values = temperatures.map(\.1) + (coverLine.map { [$0] } ?? [])
        // At least 36.2–37.0 °C, so a flat chart does not magnify noise; the margin keeps points off the edges.
        let floor = unit.from(celsius: 36.2), ceiling = unit.from(celsius: 37.0), margin = unit == .C ? 0.1 : 0.2
        let low = min(values.min() ?? floor, floor) - margin, high = max(values.max() ?? ceiling, ceiling) + margin
        var area = PlotArea(height: svg.height, x: 0.5...(Double(shown) + 0.5), y: low...high)
        area.top += 14      // the LH row
        area.bottom -= 18   // the mucus row
        if let fertile {
            let x1 = area.x(Double(fertile.lowerBound) - 0.5), x2 = area.x(Double(fertile.upperBound) + 0.5)
            svg.add("<rect class=\"dbc-fertile\" data-from=\"\(fertile.lowerBound)\" data-to=\"\(fertile.upperBound)\" x=\"\(n(x1))\" y=\"\(n(area.top))\" width=\"\(n(x2 - x1))\" height=\"\(n(area.bottom - area.top))\" fill=\"currentColor\" fill-opacity=\"0.12\"/>")
        }
        for day in days where day.bleeding {
            let x1 = area.x(Double(day.cycleDay) - 0.5), x2 = area.x(Double(day.cycleDay) + 0.5)
            svg.add("<rect class=\"dbc-period\" x=\"\(n(x1))\" y=\"\(n(area.bottom - 6))\" width=\"\(n(x2 - x1))\" height=\"6\" fill=\"currentColor\"/>")
        }
        svg.line(x1: area.left, y1: area.bottom, x2: area.right, y2: area.bottom, className: "dbc-axis")
        for value in [low + margin, (low + high) / 2, high - margin] {
            svg.line(x1: area.left, y1: area.y(value), x2: area.right, y2: area.y(value), className: "dbc-grid", opacity: 0.2)
            svg.text(svg.labels.number(value, decimals: 1), x: area.left - 4, y: area.y(value) + 5, anchor: "end", size: SVGDocument.labelSize)
        }
        // The scale's unit, along the axis between the top and the middle value.
        if !svg.labels.yAxis.isEmpty {
            svg.add("<text class=\"dbc-label dbc-unit\" transform=\"translate(14 \(n(area.top + (area.bottom - area.top) / 4))) rotate(-90)\" text-anchor=\"middle\" font-size=\"\(SVGDocument.labelSize)\" fill=\"currentColor\">\(SVGText.escape(svg.labels.yAxis))</text>")
        }
        if let ovulation, ovulation <= shown {
            let x = area.x(Double(ovulation))
            svg.add("<line class=\"dbc-ovulation\" data-cycle-day=\"\(ovulation)\" x1=\"\(n(x))\" y1=\"\(n(area.top))\" x2=\"\(n(x))\" y2=\"\(n(area.bottom))\" stroke=\"currentColor\" stroke-width=\"2\" stroke-dasharray=\"2 3\"/>")
        }
        if let coverLine {
            svg.line(x1: area.left, y1: area.y(coverLine), x2: area.right, y2: area.y(coverLine), className: "dbc-cover-line", dashed: true, opacity: 0.8)
        }
        let counted = temperatures.filter { !$0.2 }.sorted { $0.0 < $1.0 }
        if counted.count > 1 {
            let points = counted.map { "\(n(area.x(Double($0.0)))),\(n(area.y($0.1)))" }
            svg.add("<polyline class=\"dbc-series\" points=\"\(points.joined(separator: " "))\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\"/>")
        }
        for (day, celsius, excluded) in temperatures {
            let fill = excluded ? "fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\"" : "fill=\"currentColor\""
            svg.add("<circle class=\"dbc-point\(excluded ? " dbc-excluded" : "")\" cx=\"\(n(area.x(Double(day))))\" cy=\"\(n(area.y(celsius)))\" r=\"3\" \(fill)/>")
        }
        let mucusRow = area.bottom + 10, lhRow = area.top - 8
        for day in days {
            let x = area.x(Double(day.cycleDay))
            if let mucus = day.mucus {
                let quality = Double(min(max(mucus, 0), 4)) / 4
                svg.add("<circle class=\"dbc-mucus\" data-mucus=\"\(mucus)\" cx=\"\(n(x))\" cy=\"\(n(mucusRow))\" r=\"3.5\" fill=\"currentColor\" fill-opacity=\"\(n(quality))\" stroke=\"currentColor\" stroke-width=\"1\"/>")
            }
            if day.lhSurge {
                svg.add("<path class=\"dbc-lh\" d=\"M\(n(x - 4)) \(n(lhRow - 4)) L\(n(x + 4)) \(n(lhRow - 4)) L\(n(x)) \(n(lhRow + 3)) Z\" fill=\"currentColor\"/>")
            }
        }
        if days.contains(where: \.lhSurge) { svg.text("LH", x: area.left - 4, y: lhRow + 4, anchor: "end", size: 12, className: "dbc-label dbc-lh") }
        // Cycle days under the axis (the title names them: a caption would not fit beside them on a phone).
        for day in stride(from: 1, through: shown, by: 7) {
            svg.text("\(day)", x: area.x(Double(day)), y: svg.height - 4, size: SVGDocument.labelSize)
        }
        return svg.render()
    }

    private static func n(_ value: Double) -> String { SVGText.number(value) }
}
