import DaybookCore

/// Bars of averages by category: stress by weekday or by hour of the day. An empty bucket
/// has no bar, not a bar of zero.
public enum BarChart {
    public struct Bar: Sendable, Equatable {
        public var label: String
        public var value: Double?

        public init(label: String, value: Double?) {
            self.label = label
            self.value = value
        }
    }

    public static func svg(_ bars: [Bar], labels: ChartLabels, decimals: Int = 1) -> String {
        var svg = SVGDocument(kind: "bars", height: 220, labels: labels)
        let values = bars.compactMap(\.value).filter(\.isFinite)
        guard !values.isEmpty else {
            svg.noData()
            return svg.render()
        }
        let area = PlotArea(height: svg.height, x: 0...Double(bars.count), y: min(0, values.min() ?? 0)...(values.max() ?? 1))
        area.drawAxes(into: &svg, labels: labels, decimals: decimals)
        let slot = (area.right - area.left) / Double(bars.count)
        // Label every bar whose label fits: about 8.5 units a character at the label size, plus a gap
        // (weekdays all fit, 24 hours every third, twelve "19 Mar" dates every third).
        let longest = Double(bars.map(\.label.count).max() ?? 1)
        let needed = longest * 8.5 + 12
        let labelEvery = max(1, Int((Double(bars.count) * needed / (area.right - area.left)).rounded(.up)))
        for (i, bar) in bars.enumerated() {
            let x = area.left + Double(i) * slot
            if let value = bar.value, value.isFinite {
                let top = min(area.y(value), area.y(0)), height = abs(area.y(0) - area.y(value))
                svg.add("<rect class=\"dbc-bar\" x=\"\(SVGText.number(x + slot * 0.15))\" y=\"\(SVGText.number(top))\" width=\"\(SVGText.number(slot * 0.7))\" height=\"\(SVGText.number(height))\" fill=\"currentColor\" fill-opacity=\"0.6\"><title>\(SVGText.escape(bar.label)): \(SVGText.escape(svg.labels.number(value, decimals: decimals)))</title></rect>")
            }
            if i % labelEvery == 0 { svg.text(bar.label, x: x + slot / 2, y: area.bottom + 17, size: SVGDocument.labelSize) }
        }
        return svg.render()
    }

    /// Average by weekday; `weekdayNames` are the UI's seven names, Monday first.
    public static func byWeekday(_ buckets: [BucketAverage], weekdayNames: [String], labels: ChartLabels, decimals: Int = 1) -> String {
        let bars = (1...7).map { day in
            Bar(label: day - 1 < weekdayNames.count ? weekdayNames[day - 1] : String(day),
                value: buckets.first { $0.bucket == day }?.average)
        }
        return svg(bars, labels: labels, decimals: decimals)
    }

    /// Average by hour of day, 0–23, labelled with the hour.
    public static func byHour(_ buckets: [BucketAverage], labels: ChartLabels, decimals: Int = 1) -> String {
        let bars = (0...23).map { hour in Bar(label: String(hour), value: buckets.first { $0.bucket == hour }?.average) }
        return svg(bars, labels: labels, decimals: decimals)
    }
}
