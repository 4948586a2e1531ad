import Testing
@testable import DaybookCharts
import DaybookCore

/// Every number a reader sees on a chart is written in the reader's language; coordinates are not.
@Suite struct ChartNumberLanguageTests {
    static func labels(_ language: Language) -> ChartLabels {
        ChartLabels(id: "t", title: "T", description: "D", language: language)
    }

    /// The visible texts of an SVG: element text, tooltips included.
    static func texts(_ svg: String) -> [String] {
        svg.matches(of: /<(?:text|title)[^>]*>([^<]*)</).map { String($0.output.1) }
    }

    @Test func theTemperatureAxisSaysCommaInGerman() {
        let days = [CycleSignsChart.Day(cycleDay: 1, celsius: 36.61, bleeding: true)]
        let german = CycleSignsChart.svg(days: days, length: 28, fertile: nil, coverLine: nil, labels: Self.labels(.de))
        let english = CycleSignsChart.svg(days: days, length: 28, fertile: nil, coverLine: nil, labels: Self.labels(.en))
        #expect(Self.texts(german).contains("36,6"))
        #expect(Self.texts(english).contains("36.6"))
        #expect(!Self.texts(german).contains { $0.contains(".") && $0.first?.isNumber == true })
        // Coordinates stay SVG numbers with a point.
        #expect(german.contains(/cy="\d+\.\d"/))
    }

    @Test func barTooltipsAndTheAverageFollowTheLanguage() throws {
        let bars = BarChart.svg([.init(label: "Mo", value: 6.5)], labels: Self.labels(.de), decimals: 1)
        #expect(Self.texts(bars).contains("Mo: 6,5"))
        let first = try LocalDate(year: 2026, month: 3, day: 1)
        let line = LineChart.svg([DatedValue(date: first, value: 4.25), DatedValue(date: first.adding(days: 1), value: 5.75)],
                                 average: 5.0, labels: Self.labels(.de))
        #expect(Self.texts(line).contains("5,0"))
    }
}
