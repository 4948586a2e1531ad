import DaybookCharts
import DaybookCore
import Testing

@Suite struct GlucoseDayChartTests {
    let labels = ChartLabels(id: "g", title: "Glucose", description: "A day of glucose")

    func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    /// A dot per reading coloured by the target range; the line breaks where the sensor was off for
    /// over 30 minutes; meals and insulin are marked with their labels.
    @Test func readingsAreDotsByRangeAndTheLineBreaksAtGaps() {
        let readings = [(0, 65.0), (5, 90), (10, 200), (60, 120), (65, 130)].map { GlucoseDayChart.Reading(minuteOfDay: $0.0, mgPerDL: $0.1) }
        let markers = [GlucoseDayChart.Marker(minuteOfDay: 5, kind: .meal, label: "54 g"),
                       GlucoseDayChart.Marker(minuteOfDay: 4, kind: .insulin, label: "6 U")]
        let svg = GlucoseDayChart.svg(readings: readings, markers: markers, unit: .mgPerDL, labels: labels)
        #expect(count("<circle", in: svg) == 5)
        #expect(count("class=\"dbc-low\"", in: svg) == 1 && count("class=\"dbc-high\"", in: svg) == 1 && count("class=\"dbc-in\"", in: svg) == 3)
        #expect(count("<polyline class=\"dbc-trace\"", in: svg) == 2)
        #expect(svg.contains(">54 g</text>") && svg.contains(">6 U</text>"))
        #expect(svg.contains("viewBox=\"0 0 360") && svg.contains("width=\"100%\""))
    }

    @Test func mmolPerLitreLabelsTheTargetInThatUnitAndAnEmptyDaySaysSo() {
        let svg = GlucoseDayChart.svg(readings: [.init(minuteOfDay: 600, mgPerDL: 100)], unit: .mmolPerL, labels: labels)
        #expect(svg.contains(">3.9</text>") && svg.contains(">10.0</text>"))
        #expect(GlucoseDayChart.svg(readings: [], unit: .mgPerDL, labels: labels).contains("No data"))
    }

    /// Two boluses close together (dinner, then the evening basal) no longer print over each other: the
    /// second label steps a line down; far apart they share the row.
    @Test func insulinLabelsCloseTogetherDoNotOverlap() throws {
        func rows(_ minutes: [Int]) throws -> [String] {
            let markers = minutes.enumerated().map { GlucoseDayChart.Marker(minuteOfDay: $1, kind: .insulin, label: "\($0 + 7).5 U") }
            let svg = GlucoseDayChart.svg(readings: [.init(minuteOfDay: 600, mgPerDL: 100)], markers: markers, unit: .mgPerDL, labels: labels)
            return svg.components(separatedBy: "<text").filter { $0.hasPrefix(" class=\"dbc-label dbc-insulin\"") }.compactMap { text in
                text.firstRange(of: /y="[0-9.]+"/).map { String(text[$0]) }
            }
        }
        let close = try rows([19 * 60, 19 * 60 + 40])
        #expect(close.count == 2 && close[0] != close[1], "\(close)")
        let apart = try rows([8 * 60, 19 * 60])
        #expect(apart.count == 2 && apart[0] == apart[1], "\(apart)")
    }
}
