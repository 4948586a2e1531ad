import DaybookCore
import DaybookFixtures
import Testing

@Suite struct PublishedBacktestTests {
    @Test func simulatedHistoriesAreReproducible() {
        let origin = LocalDate(dayNumber: 18_262) // 2020-01-01
        var first = SplitMix64(seed: 7), second = SplitMix64(seed: 7), third = SplitMix64(seed: 8)
        let statistics = PublishedCycleStatistics.regular
        let a = statistics.person(origin: origin, using: &first)
        #expect(a.periods == statistics.person(origin: origin, using: &second).periods)
        #expect(a.periods != statistics.person(origin: origin, using: &third).periods)
        #expect(statistics.loggedCycles.contains(a.periods.count - 1))
        #expect(zip(a.periods, a.periods.dropFirst()).allSatisfy { $0.start < $1.start })
    }

    /// The simulation stays honest: on it the baselines score what they score on real logged cycles
    /// (plain mean 2.12 days, each woman's median in hindsight 1.79).
    @Test func theRegularPopulationReproducesTheScoresOnRealCycles() throws {
        let result = PublishedBacktest(people: 1_500)
        #expect((2.0...2.25).contains(try #require(result.plainMean.mae)))
        #expect((1.7...1.9).contains(try #require(result.hindsightMedian.mae)))
    }

    /// The 80% range holds and is at most 6 days wide; the error is below the plain mean's and
    /// within 0.2 day of the true mean's, the floor of this population.
    @Test func theIntervalHoldsEightyPercentWithinSixDays() throws {
        let result = PublishedBacktest(people: 1_500)
        let mae = try #require(result.method.mae)
        #expect(mae < (try #require(result.plainMean.mae)))
        #expect(mae <= (try #require(result.trueMean.mae)) + 0.2)
        #expect(try #require(result.method.coverage) >= 0.80)
        #expect(try #require(result.method.meanWidth) <= 6.0)
    }

    /// With unlogged periods in the histories the robust centre keeps far ahead of the plain mean.
    @Test func loggingGapsHurtThePlainMeanMoreThanDaybook() throws {
        let result = PublishedBacktest(people: 1_500, statistics: .withLoggingGaps)
        #expect(try #require(result.method.mae) < (try #require(result.plainMean.mae)) - 0.2)
        #expect(try #require(result.method.meanWidth) < (try #require(result.plainMean.meanWidth)) - 2)
    }
}
