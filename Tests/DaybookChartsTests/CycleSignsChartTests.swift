import Foundation
import Testing
@testable import DaybookCharts
import DaybookCore

/// The cycle chart draws what a sympto-thermal chart shows, and the weight chart shades periods.
@Suite struct CycleSignsChartTests {
    static let cycle: [CycleSignsChart.Day] = (1...18).map { day in
        CycleSignsChart.Day(cycleDay: day, celsius: day < 5 ? nil : day < 14 ? 36.4 : 36.75, excluded: day == 8,
                            mucus: day < 5 ? nil : day >= 10 && day <= 12 ? 4 : 0, lhSurge: day == 12, bleeding: day <= 4)
    }

    @Test func temperaturesCoverLineMucusAndTestsAreDrawn() {
        let svg = CycleSignsChart.svg(days: Self.cycle, length: 28, fertile: 9...16, coverLine: 36.5, labels: ChartFixtures.labels("c"))
        #expect(svg.contains("class=\"dbc-cover-line\""))
        #expect(svg.contains("class=\"dbc-fertile\""))
        // 14 readings: 13 drawn filled, the disturbed one hollow and not on the line.
        #expect(svg.components(separatedBy: "class=\"dbc-point\"").count - 1 == 13)
        #expect(svg.components(separatedBy: "class=\"dbc-point dbc-excluded\" ").count - 1 == 1)
        let line = try? #require(svg.firstMatch(of: /<polyline class="dbc-series" points="([^"]+)"/)?.output.1)
        #expect(line?.split(separator: " ").count == 13)
        #expect(svg.components(separatedBy: "data-mucus=\"4\"").count - 1 == 3)
        #expect(svg.components(separatedBy: "class=\"dbc-lh\" d=").count - 1 == 1)
        #expect(svg.components(separatedBy: "class=\"dbc-period\"").count - 1 == 4)
    }

    @Test func theWeightChartShadesOnlyPeriodsInItsSpan() {
        let start = ChartFixtures.start
        let points = (0..<10).map { DatedValue(date: start.adding(days: $0), value: 60 + Double($0 % 3) * 0.4) }
        let svg = WeightChart.svg(points, periods: [start.adding(days: -40)...start.adding(days: -36), start.adding(days: 3)...start.adding(days: 6)],
                                  labels: ChartFixtures.labels("w"))
        #expect(svg.components(separatedBy: "class=\"dbc-period\"").count - 1 == 1)
        #expect(svg.components(separatedBy: "class=\"dbc-point\"").count - 1 == 10)
    }
}
