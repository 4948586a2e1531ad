import Foundation
import Testing
@testable import DaybookCore

@Suite struct PeriodAnalysisTests {
    typealias F = InsightFixtures

    @Test func periodRangesAreIsoWeeksAndCalendarMonths() {
        // 2024-03-13 is a Wednesday; its ISO week runs Monday 11 to Sunday 17 March.
        let wednesday = F.date("2024-03-13")
        #expect(AnalysisPeriod.week.range(containing: wednesday) == F.date("2024-03-11")...F.date("2024-03-17"))
        #expect(AnalysisPeriod.week.previousRange(before: wednesday) == F.date("2024-03-04")...F.date("2024-03-10"))
        // A Sunday belongs to the week that began six days earlier.
        #expect(AnalysisPeriod.week.range(containing: F.date("2024-03-17")).lowerBound == F.date("2024-03-11"))
        // February 2024 is a leap month; the month before March is February.
        #expect(AnalysisPeriod.month.range(containing: F.date("2024-03-31")) == F.date("2024-03-01")...F.date("2024-03-31"))
        #expect(AnalysisPeriod.month.previousRange(before: F.date("2024-03-31")) == F.date("2024-02-01")...F.date("2024-02-29"))
        #expect(AnalysisPeriod.day.previousRange(before: F.date("2024-01-01")) == F.date("2023-12-31")...F.date("2023-12-31"))
    }

    @Test func dayOfStressWithTrendAndTimedExtremes() {
        let z = F.berlin
        let ratings = [
            TimedValue(time: F.instant(2024, 3, 12, 9, in: z), value: 5),   // yesterday: mean 5
            TimedValue(time: F.instant(2024, 3, 13, 8, 30, in: z), value: 4),
            TimedValue(time: F.instant(2024, 3, 13, 12, in: z), value: 8),
            TimedValue(time: F.instant(2024, 3, 13, 18, in: z), value: 8),  // ties the max later: not chosen
            TimedValue(time: F.instant(2024, 3, 13, 22, in: z), value: 4),  // ties the min later: not chosen
        ]
        let s = StressAnalysis.summary(of: ratings, period: .day, containing: F.date("2024-03-13"), in: z)
        // Today: (4 + 8 + 8 + 4) / 4 = 6; yesterday 5 → increase of 1.0.
        #expect(s.count == 4)
        #expect(s.average == 6)
        #expect(s.previousAverage == 5)
        #expect(s.trend == Trend(current: 6, previous: 5))
        #expect(s.trend?.delta == 1)
        #expect(s.trend?.direction == .increase)
        #expect(s.maximum?.value == 8)
        #expect(s.maximum?.minuteOfDay == 12 * 60)
        #expect(s.minimum?.minuteOfDay == 8 * 60 + 30)
        #expect(s.minimum?.time == F.instant(2024, 3, 13, 8, 30, in: z))
        #expect(s.maximum?.weekday == 3)
    }

    @Test func localMidnightDecidesTheDay() {
        // 23:30 in Berlin on 13 March is 22:30 UTC: still the 13th locally.
        let late = TimedValue(time: F.instant(2024, 3, 13, 23, 30, in: F.berlin), value: 7)
        let s = StressAnalysis.summary(of: [late], period: .day, containing: F.date("2024-03-13"), in: F.berlin)
        #expect(s.average == 7)
        let utcView = StressAnalysis.summary(of: [late], period: .day, containing: F.date("2024-03-14"), in: F.utc)
        #expect(utcView.count == 0)
    }

    @Test func emptyPeriodSaysNoData() {
        let s = StressAnalysis.summary(of: [], period: .week, containing: F.date("2024-03-13"), in: F.utc)
        #expect(s.count == 0)
        #expect(s.average == nil)
        #expect(s.trend == nil)
        #expect(s.maximum == nil)
        #expect(s.minimum == nil)
    }

    @Test func metricsWeekUsesDatesAndWeekdays() throws {
        // Week of Mon 11 – Sun 17 March 2024: sleep 6 (Mon), 8 (Wed), 8 (Fri), 5 (Sun) → mean 27/4 = 6.75.
        // Previous week: 7 and 7 → mean 7 → decrease of 0.25.
        let sleep = [("2024-03-04", 7.0), ("2024-03-10", 7), ("2024-03-11", 6), ("2024-03-13", 8),
                     ("2024-03-15", 8), ("2024-03-17", 5), ("2024-03-18", 1)]
            .map { DatedValue(date: F.date($0.0), value: $0.1) }
        let s = try MetricsAnalysis.summary(of: sleep, period: .week, containing: F.date("2024-03-14"))
        #expect(s.start == F.date("2024-03-11"))
        #expect(s.end == F.date("2024-03-17"))
        #expect(s.average == 6.75)
        #expect(s.trend?.direction == .decrease)
        #expect(s.trend?.delta == -0.25)
        #expect(s.maximum?.date == F.date("2024-03-13"))  // the earlier of the two 8s
        #expect(s.maximum?.weekday == 3)
        #expect(s.maximum?.time == nil)
        #expect(s.minimum?.date == F.date("2024-03-17"))
        #expect(s.minimum?.weekday == 7)
    }

    @Test func metricsRefuseTheDayPeriod() {
        #expect(throws: ValidationError(field: "period", "metrics are analysed by week or month")) {
            try MetricsAnalysis.summary(of: [], period: .day, containing: F.date("2024-03-14"))
        }
    }

    @Test func unchangedTrendWhenAveragesMatch() {
        #expect(Trend(current: 0.1 + 0.2, previous: 0.3).direction == .unchanged)
        #expect(Trend(current: 4, previous: 6).direction == .decrease)
    }

    @Test func stressByHourAndWeekdayWithCounts() {
        let z = F.berlin
        // Mon 11 March 09:10 (4) and 09:50 (6) → hour 9: mean 5, n 2. Tue 12 March 21:00 (3) → hour 21.
        let ratings = [
            TimedValue(time: F.instant(2024, 3, 11, 9, 10, in: z), value: 4),
            TimedValue(time: F.instant(2024, 3, 11, 9, 50, in: z), value: 6),
            TimedValue(time: F.instant(2024, 3, 12, 21, in: z), value: 3),
        ]
        let hours = StressAnalysis.byHour(ratings, in: z)
        #expect(hours.count == 24)
        #expect(hours[9] == BucketAverage(bucket: 9, count: 2, average: 5))
        #expect(hours[21] == BucketAverage(bucket: 21, count: 1, average: 3))
        #expect(hours[0] == BucketAverage(bucket: 0, count: 0, average: nil))
        let weekdays = StressAnalysis.byWeekday(ratings, in: z)
        #expect(weekdays.map(\.bucket) == Array(1...7))
        #expect(weekdays[0] == BucketAverage(bucket: 1, count: 2, average: 5))
        #expect(weekdays[1] == BucketAverage(bucket: 2, count: 1, average: 3))
        #expect(weekdays[6].count == 0)
    }

    @Test func localClockFollowsDaylightSavingTime() {
        // Berlin springs forward at 01:00 UTC on 31 March 2024: 00:30 UTC is 01:30 CET, 01:30 UTC is 03:30 CEST.
        var clock = LocalClock(timeZone: F.berlin)
        let before = clock.localTime(of: Date(timeIntervalSince1970: 1_711_845_000))  // 2024-03-31T00:30Z
        let after = clock.localTime(of: Date(timeIntervalSince1970: 1_711_848_600))   // 2024-03-31T01:30Z
        #expect(LocalDate(dayNumber: before.dayNumber) == F.date("2024-03-31"))
        #expect(before.secondOfDay == 5_400)
        #expect(after.secondOfDay == 12_600)
        // Before 1970 too: 1969-12-31T23:00Z is 1970-01-01 00:00 in Berlin.
        #expect(clock.localTime(of: Date(timeIntervalSince1970: -3600)) == (0, 0))
    }

    @Test func localClockHandlesHalfHourTransitionsInAnyOrder() throws {
        // St. John's (−3:30) springs forward at 02:00 local on 10 March 2024, i.e. 05:30 UTC:
        // 05:15 UTC is 01:45 NST (6 300 s), 05:45 UTC is 03:15 NDT (11 700 s).
        let zone = try #require(TimeZone(identifier: "America/St_Johns"))
        let early = Date(timeIntervalSince1970: 1_710_047_700)  // 2024-03-10T05:15Z
        let late = Date(timeIntervalSince1970: 1_710_049_500)   // 2024-03-10T05:45Z
        var later = LocalClock(timeZone: zone)
        #expect(later.localTime(of: late).secondOfDay == 11_700)
        #expect(later.localTime(of: early).secondOfDay == 6_300)
        var sorted = LocalClock(timeZone: zone)
        #expect(sorted.localTime(of: early).secondOfDay == 6_300)
        #expect(sorted.localTime(of: late).secondOfDay == 11_700)
        #expect(sorted.localTime(of: early).secondOfDay == 6_300)
    }
}
