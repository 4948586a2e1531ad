import SnapshotTesting
import Testing
@testable import DaybookCharts
import DaybookCore

/// Pins each chart type's SVG. A changed drawing fails here; re-record deliberately and review the diff.
@Suite struct ChartSnapshotTests {
    typealias F = ChartFixtures

    @Test func lineChart() {
        assertSnapshot(of: LineChart.svg(F.week, average: 5.1, labels: F.labels("line")), as: .lines)
    }

    @Test func weekdayBars() {
        assertSnapshot(of: BarChart.byWeekday(F.buckets, weekdayNames: F.weekdayNames, labels: F.labels("weekday")), as: .lines)
    }

    @Test func hourBars() {
        assertSnapshot(of: BarChart.byHour(F.hours, labels: F.labels("hour")), as: .lines)
    }

    @Test func scatterWithTrend() throws {
        let fit = try LinearCorrelation(x: F.pairs.map(\.metric), y: F.pairs.map(\.stress), permutations: 10)
        assertSnapshot(of: ScatterChart.svg(F.pairs, fit: fit, labels: F.labels("scatter")), as: .lines)
    }

    @Test func calendarHeatmap() {
        assertSnapshot(of: CalendarHeatmap.svg(F.week, from: F.start, to: F.start.adding(days: 27), weekdayNames: F.weekdayNames,
                                               labels: F.labels("calendar")), as: .lines)
    }

    @Test func agpBands() {
        assertSnapshot(of: AGPChart.svg(F.profile, unit: .mgPerDL, labels: F.labels("agp")), as: .lines)
    }

    @Test func emptyChart() {
        assertSnapshot(of: LineChart.svg([], average: nil, labels: F.labels("empty")), as: .lines)
    }
}
