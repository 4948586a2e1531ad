/// Average, trend against the previous period, maximum and minimum of the values in one period —
/// the numbers of the stress and metrics pages, computed the same way for all of them.
public struct PeriodSummary: Sendable, Codable, Equatable {
    public let period: AnalysisPeriod
    public let start: LocalDate
    public let end: LocalDate
    public let count: Int
    /// `nil` when the period has no values ("No data").
    public let average: Double?
    public let previousAverage: Double?
    /// `nil` unless both this and the previous period have values.
    public let trend: Trend?
    /// Ties go to the earliest value.
    public let maximum: Extreme?
    public let minimum: Extreme?

    public init(_ observations: [PeriodObservation], period: AnalysisPeriod, containing date: LocalDate) {
        let range = period.range(containing: date)
        let previousRange = period.previousRange(before: date)
        var sum = 0.0, count = 0
        var previousSum = 0.0, previousCount = 0
        var maximum: PeriodObservation?
        var minimum: PeriodObservation?
        for item in observations where item.value.isFinite {
            if range.contains(item.date) {
                sum += item.value
                count += 1
                if let m = maximum {
                    if item.value > m.value || (item.value == m.value && item.isBefore(m)) { maximum = item }
                } else {
                    maximum = item
                }
                if let m = minimum {
                    if item.value < m.value || (item.value == m.value && item.isBefore(m)) { minimum = item }
                } else {
                    minimum = item
                }
            } else if previousRange.contains(item.date) {
                previousSum += item.value
                previousCount += 1
            }
        }
        self.period = period
        start = range.lowerBound
        end = range.upperBound
        self.count = count
        average = count > 0 ? sum / Double(count) : nil
        previousAverage = previousCount > 0 ? previousSum / Double(previousCount) : nil
        if let average, let previousAverage {
            trend = Trend(current: average, previous: previousAverage)
        } else {
            trend = nil
        }
        self.maximum = maximum.map { Extreme(value: $0.value, date: $0.date, time: $0.time, minuteOfDay: $0.minuteOfDay) }
        self.minimum = minimum.map { Extreme(value: $0.value, date: $0.date, time: $0.time, minuteOfDay: $0.minuteOfDay) }
    }
}
