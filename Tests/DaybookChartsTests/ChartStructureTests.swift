import Foundation
import Testing
@testable import DaybookCharts
import DaybookCore

@Suite struct ChartStructureTests {
    typealias F = ChartFixtures

    /// Every chart type, drawn with data and with none.
    static func allCharts(empty: Bool) throws -> [String] {
        let labels = F.labels("c")
        let fit = try LinearCorrelation(x: F.pairs.map(\.metric), y: F.pairs.map(\.stress), permutations: 10)
        return [
            LineChart.svg(empty ? [] : F.week, average: empty ? nil : 5.1, labels: labels),
            BarChart.byWeekday(empty ? [] : F.buckets, weekdayNames: F.weekdayNames, labels: labels),
            BarChart.byHour(empty ? [] : F.hours, labels: labels),
            ScatterChart.svg(empty ? [] : F.pairs, fit: empty ? nil : fit, labels: labels),
            CalendarHeatmap.svg(empty ? [] : F.week, from: F.start, to: F.start.adding(days: 27), weekdayNames: F.weekdayNames, labels: labels),
            AGPChart.svg(empty ? [] : F.profile, unit: .mgPerDL, labels: labels),
            CycleSignsChart.svg(days: empty ? [] : CycleSignsChartTests.cycle, length: 28, fertile: empty ? nil : 9...16,
                                coverLine: empty ? nil : 36.5, labels: labels),
            WeightChart.svg(empty ? [] : F.week, periods: [F.start...F.start.adding(days: 2)], labels: labels),
        ]
    }

    @Test func everyChartIsAnAccessibleScalableImage() throws {
        for svg in try Self.allCharts(empty: false) + Self.allCharts(empty: true) {
            #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
            #expect(svg.contains("role=\"img\""))
            #expect(svg.contains("aria-labelledby=\"c-title c-desc\""))
            #expect(svg.contains("<title id=\"c-title\">"))
            #expect(svg.contains("<desc id=\"c-desc\">"))
            #expect(svg.contains("viewBox=\"0 0 360.0 "))
            #expect(svg.contains("width=\"100%\""))
            // Prints on white: no dark backgrounds or fixed colours, only currentColor.
            #expect(!svg.contains("#000") && !svg.contains("black") && !svg.contains("rgb("))
            #expect(svg.hasSuffix("</svg>\n"))
        }
    }

    @Test func titlesAndDescriptionsAreEscaped() throws {
        for svg in try Self.allCharts(empty: false) {
            #expect(svg.contains("<title id=\"c-title\">Stress &amp; &quot;sleep&quot; &lt;this week&gt;</title>"))
            #expect(svg.contains("it&#39;s highest"))
            #expect(!svg.contains("<this week>"))
        }
    }

    @Test func emptyChartsSayNoData() throws {
        for svg in try Self.allCharts(empty: true) {
            #expect(svg.contains(">No data</text>"))
            #expect(!svg.contains("<polyline") && !svg.contains("<circle") && !svg.contains("class=\"dbc-bar\""))
        }
        for svg in try Self.allCharts(empty: false) { #expect(!svg.contains("No data")) }
        // The message is the UI's, in the reader's language.
        let german = ChartLabels(id: "g", title: "Stress", description: "Keine Einträge", noData: "Keine Daten")
        #expect(LineChart.svg([], average: nil, labels: german).contains(">Keine Daten</text>"))
    }

    @Test func numbersHaveFixedDecimalsAndAPoint() {
        #expect(SVGText.number(3.14159) == "3.1")
        #expect(SVGText.number(2, decimals: 2) == "2.00")
        #expect(SVGText.number(-0.04) == "0.0")
        #expect(SVGText.number(-1.25, decimals: 1) == "-1.2" || SVGText.number(-1.25, decimals: 1) == "-1.3")
        #expect(SVGText.number(.nan) == "0")
        #expect(SVGText.number(1234567.891, decimals: 2) == "1234567.89")  // no grouping separators
    }

    @Test func escapingCoversAllFiveCharacters() {
        #expect(SVGText.escape("a&b<c>d\"e'f") == "a&amp;b&lt;c&gt;d&quot;e&#39;f")
        #expect(SVGText.identifier("x\" onload=\"alert(1)") == "xonloadalert1")
        #expect(SVGText.identifier("\"") == "chart")
    }

    @Test func scatterShowsRSquaredAndTheTrendLine() throws {
        let fit = try LinearCorrelation(x: F.pairs.map(\.metric), y: F.pairs.map(\.stress), permutations: 10)
        let svg = ScatterChart.svg(F.pairs, fit: fit, labels: F.labels("s"))
        // r² = 0.962963 → "0.96" with two decimals; 8 points.
        #expect(svg.contains("r² = 0.96, n = 8"))
        #expect(svg.contains("class=\"dbc-trend\""))
        #expect(svg.components(separatedBy: "<circle").count - 1 == 8)
    }

    @Test func barsLeaveEmptyBucketsOut() {
        let svg = BarChart.byWeekday(F.buckets, weekdayNames: F.weekdayNames, labels: F.labels("b"))
        #expect(svg.components(separatedBy: "class=\"dbc-bar\"").count - 1 == 3)
        #expect(svg.contains("<title>Wed: 8.0</title>"))
        for name in F.weekdayNames { #expect(svg.contains(">\(name)</text>")) }
    }

    @Test func agpDrawsBothBandsTheMedianAndTheTarget() {
        let svg = AGPChart.svg(F.profile, unit: .mgPerDL, labels: F.labels("a"))
        #expect(svg.contains("class=\"dbc-band-outer\""))
        #expect(svg.contains("class=\"dbc-band-inner\""))
        #expect(svg.contains("class=\"dbc-median\""))
        #expect(svg.contains(">70</text>") && svg.contains(">180</text>"))
        let mmol = AGPChart.svg(F.profile.map { s in
            GlucoseProfileSlot(minuteOfDay: s.minuteOfDay, count: s.count, p5: s.p5.map { $0 / 18.01559 }, p25: s.p25.map { $0 / 18.01559 },
                               p50: s.p50.map { $0 / 18.01559 }, p75: s.p75.map { $0 / 18.01559 }, p95: s.p95.map { $0 / 18.01559 })
        }, unit: .mmolPerL, labels: F.labels("m"))
        // 70 and 180 mg/dL are 3.9 and 10.0 mmol/L.
        #expect(mmol.contains(">3.9</text>") && mmol.contains(">10.0</text>"))
    }

    /// The AGP is read on the clinicians' fixed scale, whatever the profile: labelled lines at 54, 70, 180 and
    /// 250 mg/dL (3.0, 3.9, 10.0, 13.9 mmol/L) from 0 to 350 mg/dL, never ticks of its own (0/134/267).
    @Test func agpIsDrawnOnTheFixedClinicalScale() {
        func labels(_ svg: String) -> [String] {
            svg.components(separatedBy: "text-anchor=\"end\"").dropFirst().compactMap { part in
                part.components(separatedBy: ">").dropFirst().first?.components(separatedBy: "<").first
            }.filter { !$0.contains(":") }  // the hours under the plot
        }
        let narrow = F.profile.map { s in
            GlucoseProfileSlot(minuteOfDay: s.minuteOfDay, count: s.count, p5: 100, p25: 110, p50: 120, p75: 130, p95: 140)
        }
        let svg = AGPChart.svg(narrow, unit: .mgPerDL, labels: F.labels("a"))
        #expect(labels(svg) == ["0", "54", "70", "180", "250"], "\(labels(svg))")
        let mmol = AGPChart.svg(narrow.map { s in
            GlucoseProfileSlot(minuteOfDay: s.minuteOfDay, count: s.count, p5: 5.5, p25: 6, p50: 6.5, p75: 7, p95: 7.5)
        }, unit: .mmolPerL, labels: F.labels("m"))
        #expect(labels(mmol) == ["0.0", "3.0", "3.9", "10.0", "13.9"], "\(labels(mmol))")
        // The same reading sits at the same height on two profiles of different spreads.
        let wide = AGPChart.svg(F.profile, unit: .mgPerDL, labels: F.labels("w"))
        func lineHeight(_ svg: String, _ label: String) -> String? {
            svg.components(separatedBy: ">\(label)</text>").first?.components(separatedBy: " y=\"").last?.components(separatedBy: "\"").first
        }
        #expect(lineHeight(svg, "180") != nil && lineHeight(svg, "180") == lineHeight(wide, "180"))
    }

    @Test func heatmapShadesDaysWithValuesAndOutlinesTheRest() {
        let svg = CalendarHeatmap.svg(F.week, from: F.start, to: F.start.adding(days: 27), weekdayNames: F.weekdayNames, labels: F.labels("h"))
        // 28 days: 5 with values, 23 outlined.
        #expect(svg.components(separatedBy: "class=\"dbc-day\"").count - 1 == 5)
        #expect(svg.components(separatedBy: "class=\"dbc-day dbc-empty\"").count - 1 == 23)
        #expect(svg.contains("<title>2024-03-13: 7.5</title>"))
        #expect(svg.contains(">3.0 – 7.5</text>"))
    }
}
