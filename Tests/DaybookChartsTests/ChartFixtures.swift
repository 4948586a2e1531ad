@testable import DaybookCharts
import DaybookCore

/// Small, fixed inputs for every chart type.
enum ChartFixtures {
    static let start = LocalDate(dayNumber: 19_793)  // 2024-03-11, a Monday
    static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    static func labels(_ id: String, title: String = "Stress & \"sleep\" <this week>") -> ChartLabels {
        ChartLabels(id: id, title: title, description: "Average stress per day; it's highest on Wednesday.",
                    xAxis: "Sleep (h)", yAxis: "Stress")
    }

    static let week = [4.0, 6, 7.5, 5, 3].enumerated().map { DatedValue(date: start.adding(days: $0), value: $1) }

    static let buckets = [BucketAverage(bucket: 1, count: 2, average: 5), BucketAverage(bucket: 3, count: 1, average: 8),
                          BucketAverage(bucket: 7, count: 4, average: 2.5)]

    static let hours = [BucketAverage(bucket: 9, count: 3, average: 6), BucketAverage(bucket: 21, count: 1, average: 3)]

    static let pairs = zip([5.5, 6, 7, 7.5, 8, 6.5, 4.5, 7], [7.0, 6, 4, 4, 3, 5, 8, 5]).enumerated().map {
        PairedDay(date: start.adding(days: $0), metric: $1.0, stress: $1.1)
    }

    static let profile = (0..<4).map { i in
        let base = 100.0 + Double(i) * 20
        return GlucoseProfileSlot(minuteOfDay: i * 360, count: 10, p5: base - 40, p25: base - 15, p50: base, p75: base + 25, p95: base + 90)
    }
}
