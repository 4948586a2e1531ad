/// The plotting rectangle inside a chart and the linear scales from data to it.
struct PlotArea {
    var left = 50.0, right = 352.0, top = 12.0, bottom: Double
    var xDomain: ClosedRange<Double>
    var yDomain: ClosedRange<Double>

    init(height: Double, x: ClosedRange<Double>, y: ClosedRange<Double>) {
        bottom = height - 40
        xDomain = Self.widened(x)
        yDomain = Self.widened(y)
    }

    /// A domain of one value still needs width to divide by.
    static func widened(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
        range.lowerBound < range.upperBound ? range : (range.lowerBound - 1)...(range.upperBound + 1)
    }

    func x(_ value: Double) -> Double {
        left + (value - xDomain.lowerBound) / (xDomain.upperBound - xDomain.lowerBound) * (right - left)
    }

    func y(_ value: Double) -> Double {
        bottom - (value - yDomain.lowerBound) / (yDomain.upperBound - yDomain.lowerBound) * (bottom - top)
    }

    /// Axis lines, labelled horizontal grid lines (by default min, middle and max; a chart read on a
    /// fixed scale gives its own) and the axis captions.
    func drawAxes(into svg: inout SVGDocument, labels: ChartLabels, decimals: Int, ticks: [Double]? = nil) {
        svg.line(x1: left, y1: bottom, x2: right, y2: bottom, className: "dbc-axis")
        svg.line(x1: left, y1: top, x2: left, y2: bottom, className: "dbc-axis")
        let low = yDomain.lowerBound, high = yDomain.upperBound
        // Bottom to top; a label that would overlap the one below it (70 just above 54) moves up clear of it.
        var lastLabel = Double.infinity
        for value in (ticks ?? [low, (low + high) / 2, high]).sorted() {
            svg.line(x1: left, y1: y(value), x2: right, y2: y(value), className: "dbc-grid", opacity: 0.2)
            lastLabel = min(y(value) + 5, lastLabel - Double(SVGDocument.labelSize) + 2)
            svg.text(labels.number(value, decimals: decimals), x: left - 4, y: lastLabel, anchor: "end", size: SVGDocument.labelSize)
        }
        if !labels.xAxis.isEmpty { svg.text(labels.xAxis, x: (left + right) / 2, y: bottom + 35, size: SVGDocument.labelSize) }
        if !labels.yAxis.isEmpty {
            // Between the top and the middle value: at mid-height a wide value ("141.9") runs into it.
            svg.add("<text class=\"dbc-label\" transform=\"translate(12 \(SVGText.number(top + (bottom - top) / 4))) rotate(-90)\" text-anchor=\"middle\" font-size=\"\(SVGDocument.labelSize)\" fill=\"currentColor\">\(SVGText.escape(labels.yAxis))</text>")
        }
    }
}
