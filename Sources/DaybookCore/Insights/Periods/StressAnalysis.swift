import Foundation

/// The stress analysis: one period's summary, and averages over all data by hour and weekday.
public enum StressAnalysis {
    /// Stress ratings (1–10) in the day, ISO week or month containing `date`, in `timeZone`.
    public static func summary(of ratings: [TimedValue], period: AnalysisPeriod, containing date: LocalDate,
                               in timeZone: TimeZone) -> PeriodSummary {
        PeriodSummary(PeriodObservation.placing(ratings, in: timeZone), period: period, containing: date)
    }

    /// Average stress by local hour of day: 24 buckets, hour 0 first.
    public static func byHour(_ ratings: [TimedValue], in timeZone: TimeZone) -> [BucketAverage] {
        var clock = LocalClock(timeZone: timeZone)
        return BucketAverage.buckets(0...23, ratings.map { (clock.localTime(of: $0.time).secondOfDay / 3600, $0.value) })
    }

    /// Average stress by ISO weekday: 7 buckets, Monday = 1 first.
    public static func byWeekday(_ ratings: [TimedValue], in timeZone: TimeZone) -> [BucketAverage] {
        var clock = LocalClock(timeZone: timeZone)
        return BucketAverage.buckets(1...7, ratings.map { (clock.date(of: $0.time).weekday, $0.value) })
    }
}
