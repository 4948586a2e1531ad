import Foundation
import Testing
@testable import DaybookCore

@Suite struct DailyMeanTests {
    typealias F = InsightFixtures

    @Test func ratingsAreAveragedPerLocalDayInsideTheRange() {
        let z = F.berlin
        let ratings = [
            TimedValue(time: F.instant(2024, 3, 12, 9, in: z), value: 2),
            // 23:30 in Berlin is 22:30 UTC: still the 12th locally.
            TimedValue(time: F.instant(2024, 3, 12, 23, 30, in: z), value: 5),
            TimedValue(time: F.instant(2024, 3, 14, 0, 15, in: z), value: 7),
            TimedValue(time: F.instant(2024, 3, 20, 12, in: z), value: 9),   // after `to`
            TimedValue(time: F.instant(2024, 3, 13, 12, in: z), value: .nan), // ignored
        ]
        let days = DailyMean.of(ratings, in: z, from: F.date("2024-03-01"), to: F.date("2024-03-19"))
        #expect(days == [DatedValue(date: F.date("2024-03-12"), value: 3.5), DatedValue(date: F.date("2024-03-14"), value: 7)])
        #expect(DailyMean.of([], in: z).isEmpty)
    }
}
