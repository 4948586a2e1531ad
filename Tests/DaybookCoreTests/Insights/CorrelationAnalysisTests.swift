import Foundation
import Testing
@testable import DaybookCore

@Suite struct CorrelationAnalysisTests {
    typealias F = InsightFixtures
    let start = InsightFixtures.date("2024-03-01")

    /// Two ratings a day at 09:00 and 18:00 UTC whose mean is `means[i]`.
    func stress(_ means: [Double]) -> [TimedValue] {
        means.enumerated().flatMap { i, mean -> [TimedValue] in
            let day = start.adding(days: i)
            return [TimedValue(time: F.instant(day.year, day.month, day.day, 9, in: F.utc), value: mean - 1),
                    TimedValue(time: F.instant(day.year, day.month, day.day, 18, in: F.utc), value: mean + 1)]
        }
    }

    func daily(_ values: [Double], from first: Int = 0) -> [DatedValue] {
        values.enumerated().map { DatedValue(date: start.adding(days: first + $0), value: $1) }
    }

    @Test func pairsAverageRatingsAndDropMissingDays() throws {
        // Days 0–2 have stress means 5, 6, 7; the metric exists on days 1, 2 and 3 only.
        let pairs = try CorrelationAnalysis.pairs(metric: daily([8, 9, 10], from: 1), stress: stress([5, 6, 7]), in: F.utc)
        #expect(pairs == [PairedDay(date: start.adding(days: 1), metric: 8, stress: 6),
                          PairedDay(date: start.adding(days: 2), metric: 9, stress: 7)])
    }

    @Test func lagOnePairsYesterdaysMetricWithTodaysStress() throws {
        let pairs = try CorrelationAnalysis.pairs(metric: daily([8, 9, 10]), stress: stress([5, 6, 7]), in: F.utc, lag: 1)
        // Stress on day 1 (6) meets the metric of day 0 (8); day 2 (7) meets day 1 (9); day 0 has no yesterday.
        #expect(pairs == [PairedDay(date: start.adding(days: 1), metric: 8, stress: 6),
                          PairedDay(date: start.adding(days: 2), metric: 9, stress: 7)])
        #expect(throws: ValidationError(field: "lag", "must be 0 or 1")) {
            try CorrelationAnalysis.pairs(metric: [], stress: [], in: F.utc, lag: 2)
        }
    }

    @Test func underTenDaysSaysNotEnoughData() throws {
        let results = try CorrelationAnalysis.analyse(metrics: [.sleep: daily([1, 2, 3, 4, 5, 6, 7, 8, 9])],
                                                       stress: stress([9, 8, 7, 6, 5, 4, 3, 2, 1]), in: F.utc)
        #expect(results.count == 1)
        #expect(results[0].status == .notEnoughData)
        #expect(results[0].points.count == 9)
        #expect(results[0].statistics == nil)
    }

    @Test func holmAdjustsAcrossTheMetricsShown() throws {
        // Sleep is the oracle's series repeated twice (n = 16); work is a weak, noisy relation; diet is
        // constant (no r → not enough data, and not counted in Holm's m).
        let sleepX = [5.5, 6, 7, 7.5, 8, 6.5, 4.5, 7]
        let stressY = [7.0, 6, 4, 4, 3, 5, 8, 5]
        let x = sleepX + sleepX, y = stressY + stressY
        let work = [3.0, 9, 1, 7, 5, 2, 8, 4, 6, 3, 9, 1, 5, 7, 2, 8]
        let results = try CorrelationAnalysis.analyse(
            metrics: [.sleep: daily(x), .work: daily(work), .diet: daily(Array(repeating: 5, count: 16))],
            stress: stress(y), in: F.utc, permutations: 999, seed: 1)
        #expect(results.map(\.metric) == [.sleep, .work, .diet])
        let sleep = try #require(results[0].statistics)
        #expect(abs(try #require(sleep.r) - (-0.981307)) < 1e-6)
        #expect(results[2].status == .notEnoughData)
        let pSleep = try #require(sleep.permutationPValue)
        let pWork = try #require(results[1].statistics?.permutationPValue)
        let expected = HolmCorrection.adjust([pSleep, pWork])
        #expect(results[0].adjustedPValue == expected[0])
        #expect(results[1].adjustedPValue == expected[1])
        #expect(results[2].adjustedPValue == nil)
    }
}
