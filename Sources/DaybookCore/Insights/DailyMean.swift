import Foundation

/// The mean of each local day's timestamped values (a day's stress ratings averaged into one
/// point of a line chart or a heatmap), oldest day first; days without values are left out.
public enum DailyMean {
    public static func of(_ values: [TimedValue], in timeZone: TimeZone, from: LocalDate? = nil, to: LocalDate? = nil) -> [DatedValue] {
        var clock = LocalClock(timeZone: timeZone)
        var sums: [Int: (sum: Double, count: Int)] = [:]
        for item in values where item.value.isFinite {
            let day = clock.localTime(of: item.time).dayNumber
            if let from, day < from.dayNumber { continue }
            if let to, day > to.dayNumber { continue }
            sums[day, default: (0, 0)].sum += item.value
            sums[day, default: (0, 0)].count += 1
        }
        return sums.keys.sorted().compactMap { day in
            sums[day].map { DatedValue(date: LocalDate(dayNumber: day), value: $0.sum / Double($0.count)) }
        }
    }
}
