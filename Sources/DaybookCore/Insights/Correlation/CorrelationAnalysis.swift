import Foundation

/// The correlation analysis: each daily metric against the day's mean stress.
public enum CorrelationAnalysis {
    /// Below this many paired days the page says "not enough data" instead of numbers.
    public static let minimumDays = 10

    /// Pairs each day's metric with the mean of that day's stress ratings (`lag` 0), or with the
    /// next day's (`lag` 1: does last night's sleep move today's stress?). Days missing either value
    /// are dropped. Sorted by date.
    public static func pairs(metric: [DatedValue], stress: [TimedValue], in timeZone: TimeZone,
                             lag: Int = 0) throws(ValidationError) -> [PairedDay] {
        guard lag == 0 || lag == 1 else { throw ValidationError(field: "lag", .zeroOrOne) }
        var clock = LocalClock(timeZone: timeZone)
        var stressSums: [LocalDate: (sum: Double, count: Int)] = [:]
        for rating in stress where rating.value.isFinite {
            let day = clock.date(of: rating.time)
            stressSums[day, default: (0, 0)].sum += rating.value
            stressSums[day, default: (0, 0)].count += 1
        }
        // At most one metric per day; if a day has two, the later one in the list wins.
        var metricByDay: [LocalDate: Double] = [:]
        for item in metric where item.value.isFinite { metricByDay[item.date] = item.value }
        return stressSums.compactMap { date, s in
            guard let x = metricByDay[date.adding(days: -lag)] else { return nil }
            return PairedDay(date: date, metric: x, stress: s.sum / Double(s.count))
        }.sorted { $0.date < $1.date }
    }

    /// The correlation of every metric given with stress, Holm-corrected across them.
    public static func analyse(metrics: [InsightMetric: [DatedValue]], stress: [TimedValue], in timeZone: TimeZone,
                               lag: Int = 0, permutations: Int = 10_000, seed: UInt64 = 0x0DA7_B00C) throws(ValidationError) -> [MetricCorrelation] {
        var results: [(InsightMetric, [PairedDay], LinearCorrelation?)] = []
        for metric in InsightMetric.allCases {
            guard let values = metrics[metric] else { continue }
            let points = try pairs(metric: values, stress: stress, in: timeZone, lag: lag)
            var statistics: LinearCorrelation?
            if points.count >= minimumDays {
                statistics = try LinearCorrelation(x: points.map(\.metric), y: points.map(\.stress),
                                                   permutations: permutations, seed: seed)
                if statistics?.r == nil { statistics = nil }
            }
            results.append((metric, points, statistics))
        }
        let shown = results.compactMap { $0.2.flatMap { $0.permutationPValue ?? $0.pValue } }
        var adjusted = HolmCorrection.adjust(shown).makeIterator()
        return results.map { metric, points, statistics in
            guard let statistics, statistics.permutationPValue ?? statistics.pValue != nil else {
                return MetricCorrelation(metric: metric, status: .notEnoughData, points: points, statistics: nil, adjustedPValue: nil)
            }
            return MetricCorrelation(metric: metric, status: .ok, points: points, statistics: statistics, adjustedPValue: adjusted.next())
        }
    }
}
