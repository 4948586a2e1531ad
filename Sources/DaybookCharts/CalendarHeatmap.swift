import DaybookCore

/// A calendar of daily values: one column per ISO week, one row per weekday (Monday on top), each
/// day's square shaded by its value between the smallest and largest in view. Days without a value
/// are outlined only.
public enum CalendarHeatmap {
    public static func svg(_ values: [DatedValue], from: LocalDate, to: LocalDate, weekdayNames: [String],
                           labels: ChartLabels, decimals: Int = 1) -> String {
        let first = AnalysisPeriod.week.range(containing: min(from, to)).lowerBound
        let last = max(from, to)
        // At most a year of weeks fits a phone's width.
        let weeks = min(53, last.days(since: first) / 7 + 1)
        let cell = min(24.0, (SVGDocument.width - 40) / Double(weeks))
        var svg = SVGDocument(kind: "heatmap", height: 7 * cell + 40, labels: labels)
        var byDay: [LocalDate: Double] = [:]
        for item in values where item.value.isFinite && item.date >= min(from, to) && item.date <= last {
            byDay[item.date] = item.value
        }
        guard let low = byDay.values.min(), let high = byDay.values.max() else {
            svg.noData()
            return svg.render()
        }
        for row in 0..<7 where row < weekdayNames.count && row % 2 == 0 {
            svg.text(weekdayNames[row], x: 34, y: 12 + Double(row) * cell + cell * 0.65, anchor: "end", size: SVGDocument.labelSize)
        }
        for week in 0..<weeks {
            for row in 0..<7 {
                let date = first.adding(days: week * 7 + row)
                guard date >= min(from, to), date <= last else { continue }
                let x = 38 + Double(week) * cell, y = 12 + Double(row) * cell
                let geometry = "x=\"\(SVGText.number(x))\" y=\"\(SVGText.number(y))\" width=\"\(SVGText.number(cell - 2))\" height=\"\(SVGText.number(cell - 2))\""
                if let value = byDay[date] {
                    // 0.15…0.9 opacity keeps the lightest day visible in print.
                    let share = high > low ? (value - low) / (high - low) : 1
                    svg.add("<rect class=\"dbc-day\" \(geometry) fill=\"currentColor\" fill-opacity=\"\(SVGText.number(0.15 + 0.75 * share, decimals: 2))\"><title>\(date.description): \(SVGText.escape(svg.labels.number(value, decimals: decimals)))</title></rect>")
                } else {
                    svg.add("<rect class=\"dbc-day dbc-empty\" \(geometry) fill=\"none\" stroke=\"currentColor\" stroke-opacity=\"0.2\"/>")
                }
            }
        }
        svg.text("\(svg.labels.number(low, decimals: decimals)) – \(svg.labels.number(high, decimals: decimals))", x: SVGDocument.width - 8, y: svg.height - 8, anchor: "end", size: SVGDocument.labelSize)
        return svg.render()
    }
}
