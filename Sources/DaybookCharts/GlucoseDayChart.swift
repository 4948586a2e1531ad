import DaybookCore

/// One day of glucose: the trace over 24 hours with the target band, each reading coloured by
/// whether it is low, in range or high (classes `dbc-low`, `dbc-in`, `dbc-high`, styled by CSS so
/// dark mode follows), and the day's meals (below) and insulin doses (along the top) marked.
public enum GlucoseDayChart {
    public struct Reading: Sendable, Hashable {
        public var minuteOfDay: Int
        public var mgPerDL: Double
        public init(minuteOfDay: Int, mgPerDL: Double) {
            self.minuteOfDay = minuteOfDay
            self.mgPerDL = mgPerDL
        }
    }

    public struct Marker: Sendable, Hashable {
        public enum Kind: String, Sendable { case meal, insulin }
        public var minuteOfDay: Int
        public var kind: Kind
        /// Short, e.g. "54 g" or "4 U".
        public var label: String
        public init(minuteOfDay: Int, kind: Kind, label: String) {
            self.minuteOfDay = minuteOfDay
            self.kind = kind
            self.label = label
        }
    }

    /// Readings further apart than this are not joined by the line: the sensor was off.
    static let gapMinutes = 30

    public static func svg(readings: [Reading], markers: [Marker] = [], unit: GlucoseUnit,
                           targetMgPerDL: ClosedRange<Double> = 70...180, labels: ChartLabels) -> String {
        var svg = SVGDocument(kind: "glucose-day", height: 230, labels: labels)
        let sorted = readings.sorted { $0.minuteOfDay < $1.minuteOfDay }
        guard !sorted.isEmpty else {
            svg.noData()
            return svg.render()
        }
        let decimals = unit == .mgPerDL ? 0 : 1
        let values = sorted.map { unit.fromMgPerDL($0.mgPerDL) }
        let target = unit.fromMgPerDL(targetMgPerDL.lowerBound)...unit.fromMgPerDL(targetMgPerDL.upperBound)
        let low = min(values.min() ?? target.lowerBound, unit.fromMgPerDL(40))
        let high = max(values.max() ?? target.upperBound, unit.fromMgPerDL(250))
        var area = PlotArea(height: svg.height, x: 0...1440, y: low...high)
        area.bottom -= 22 // room for the meal and insulin row
        svg.add("<rect class=\"dbc-target\" x=\"\(n(area.left))\" y=\"\(n(area.y(target.upperBound)))\" width=\"\(n(area.right - area.left))\" height=\"\(n(area.y(target.lowerBound) - area.y(target.upperBound)))\" fill=\"currentColor\" fill-opacity=\"0.08\"/>")
        svg.line(x1: area.left, y1: area.bottom, x2: area.right, y2: area.bottom, className: "dbc-axis")
        for bound in [target.lowerBound, target.upperBound] {
            svg.line(x1: area.left, y1: area.y(bound), x2: area.right, y2: area.y(bound), className: "dbc-target-line", dashed: true, opacity: 0.5)
            svg.text(svg.labels.number(bound, decimals: decimals), x: area.left - 4, y: area.y(bound) + 4, anchor: "end", size: SVGDocument.labelSize)
        }
        for hour in stride(from: 0, through: 24, by: 6) {
            let x = area.x(Double(hour * 60))
            svg.line(x1: x, y1: area.top, x2: x, y2: area.bottom, className: "dbc-grid", opacity: 0.15)
            svg.text((hour % 24 < 10 ? "0" : "") + "\(hour % 24):00", x: min(max(x, area.left + 14), area.right - 16),
                     y: svg.height - 4, size: SVGDocument.labelSize)
        }
        var segment: [String] = []
        var previous: Int?
        func flush() {
            if segment.count > 1 {
                svg.add("<polyline class=\"dbc-trace\" points=\"\(segment.joined(separator: " "))\" fill=\"none\" stroke=\"currentColor\" stroke-opacity=\"0.45\" stroke-width=\"1.5\"/>")
            }
            segment = []
        }
        for (reading, value) in zip(sorted, values) {
            if let previous, reading.minuteOfDay - previous > gapMinutes { flush() }
            segment.append("\(n(area.x(Double(reading.minuteOfDay)))),\(n(area.y(value)))")
            previous = reading.minuteOfDay
        }
        flush()
        for (reading, value) in zip(sorted, values) {
            let band = reading.mgPerDL < targetMgPerDL.lowerBound ? "low" : reading.mgPerDL > targetMgPerDL.upperBound ? "high" : "in"
            svg.add("<circle class=\"dbc-\(band)\" cx=\"\(n(area.x(Double(reading.minuteOfDay))))\" cy=\"\(n(area.y(value)))\" r=\"2\" fill=\"currentColor\"/>")
        }
        // Meals below the plot, insulin along its top, so a bolus with its meal stays readable.
        let mealRow = area.bottom + 17, insulinRow = area.top + 12
        // Where each row's last label ends: an insulin label that would run into the one before it (a
        // bolus soon after another, "7.5 U16 U" on a phone) steps one line down.
        var rowEnds: [Double: Double] = [:]
        for marker in markers.sorted(by: { $0.minuteOfDay < $1.minuteOfDay }) {
            let x = area.x(Double(min(max(0, marker.minuteOfDay), 1440)))
            svg.line(x1: x, y1: area.top, x2: x, y2: area.bottom, className: "dbc-\(marker.kind.rawValue)", dashed: true, opacity: 0.6)
            let center = min(max(x, area.left + 14), area.right - 14)
            let halfWidth = Double(marker.label.count * SVGDocument.labelSize) * 0.3
            var row = marker.kind == .meal ? mealRow : insulinRow
            if marker.kind == .insulin, let end = rowEnds[row], center - halfWidth < end + 4 { row += 16 }
            rowEnds[row] = center + halfWidth
            svg.text(marker.label, x: center, y: row, size: SVGDocument.labelSize, className: "dbc-label dbc-\(marker.kind.rawValue)")
        }
        return svg.render()
    }

    private static func n(_ value: Double) -> String { SVGText.number(value) }
}
