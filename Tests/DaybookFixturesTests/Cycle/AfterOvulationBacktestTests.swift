import DaybookCore
import DaybookFixtures
import Foundation
import Testing

/// Predictions made once an ovulation is confirmed, graded on women drawn from published luteal statistics.
@Suite struct AfterOvulationBacktestTests {
    /// The drawn luteal phases have the published shape: mean 12.4 days, 95% within about 7–17
    /// (an SD near 2.55), and one woman's phases closer together than women's means are.
    @Test func theSimulatedLutealPhasesMatchThePublishedFigures() throws {
        let statistics = PublishedCycleStatistics.regular
        var rng = SplitMix64(seed: 11)
        let women = (0..<3_000).map { _ in statistics.lutealPhases(cycles: 12, using: &rng) }
        let all = women.flatMap(\.lengths).map(Double.init)
        let mean = try #require(Descriptive.mean(all))
        let sd = try #require(Descriptive.standardDeviation(all))
        #expect(abs(mean - 12.4) < 0.1, "\(mean)")
        #expect(abs(sd - 2.55) < 0.15, "\(sd)")
        let inside = Double(all.filter { (7...17).contains($0) }.count) / Double(all.count)
        #expect(inside > 0.93 && inside < 0.98, "\(inside)")
        let within = try #require(Descriptive.mean(women.compactMap { Descriptive.standardDeviation($0.lengths.map(Double.init)) }))
        let between = try #require(Descriptive.standardDeviation(women.map(\.mean)))
        #expect(within < between, "within \(within), between \(between)")
    }

    @Test func theBacktestIsReproducibleAndGradesEveryMethodOnTheSameStarts() {
        let one = PublishedBacktest(people: 300, seed: 5)
        #expect(one == PublishedBacktest(people: 300, seed: 5))
        #expect(one.afterOvulation != PublishedBacktest(people: 300, seed: 6).afterOvulation)
        // Every method is graded on the same starts.
        let scores = one.afterOvulation.all
        #expect(Set([scores.daybook.n, scores.previous.n, scores.fourteenDays.n, scores.calendar.n, scores.trueMean.n]).count == 1)
        #expect(scores.daybook.n > 0)
    }

    /// The published prior is nearer than the textbook 14 days from the first confirmed ovulation on.
    /// From the prior alone it is about as near as the calendar method with three or more cycles behind
    /// it; with her own lengths, counting from the confirmed ovulation is clearly nearer.
    @Test func countingFromTheConfirmedOvulationWithThePublishedPriorIsNearest() throws {
        let result = PublishedBacktest(people: 1_500).afterOvulation
        for scores in [result.all, result.firstOvulation, result.ownHistory] {
            let ours = try #require(scores.daybook.mae)
            #expect(ours < (try #require(scores.fourteenDays.mae)) - 0.2)
            #expect(ours <= (try #require(scores.calendar.mae)))
            #expect(ours >= (try #require(scores.trueMean.mae)) - 0.05)
        }
        #expect(try #require(result.ownHistory.daybook.mae) < (try #require(result.ownHistory.calendar.mae)) - 0.3)
        // With three or more own lengths it comes within 0.15 day of knowing her true mean.
        #expect(try #require(result.ownHistory.daybook.mae) - (try #require(result.ownHistory.trueMean.mae)) < 0.15)
    }

    /// The 80% range holds at least 80% of starts, for a first ovulation and with own lengths, and
    /// narrows as her own lengths come in.
    @Test func theRangeHoldsEightyPercentAndNarrowsWithOwnLengths() throws {
        let result = PublishedBacktest(people: 1_500).afterOvulation
        for scores in [result.all, result.firstOvulation, result.ownHistory] {
            #expect(try #require(scores.daybook.coverage) >= 0.80, "\(scores.daybook)")
        }
        #expect(try #require(result.ownHistory.daybook.meanWidth) < (try #require(result.firstOvulation.daybook.meanWidth)))
    }
}
