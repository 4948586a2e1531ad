import DaybookCore
import DaybookFixtures
import Testing

@Suite struct PopulationBacktestTests {
    @Test func simulatedHistoriesAreReproducibleAndRealistic() {
        let generator = SyntheticHistory(origin: LocalDate(dayNumber: 18_262)) // 2020-01-01
        var first = SplitMix64(seed: 7)
        var second = SplitMix64(seed: 7)
        var third = SplitMix64(seed: 8)
        let a = generator.person(cycles: 24, using: &first)
        #expect(a == generator.person(cycles: 24, using: &second))
        #expect(a != generator.person(cycles: 24, using: &third))
        #expect(a.count == 25)
        for period in a { #expect((3...7).contains(period.length ?? 0)) }
    }

    /// 1,000 people × 24 cycles, personal noise SD 1–4 days, 3% outliers (seed 2026). Measured:
    /// ours MAE 2.70, coverage 81.1%, width 6.54; plain mean MAE 2.88, coverage 82.8%, width 9.44;
    /// a perfect predictor that knows each true expected length: MAE 2.53. The brief's MAE ≤ 2.0 and
    /// width ≤ 6 are below this population's noise floor (E|N(0, σ)| averages 2.0 for σ in 1–4,
    /// and the outliers add about 0.6), so we pin: better than the baseline, within 0.25 day of
    /// the floor, and an honest 80% interval.
    @Test func ourMethodBeatsThePlainMeanOnTheSimulatedPopulation() throws {
        let result = PopulationBacktest()
        #expect(result.method.n == 22_000 && result.baseline.n == 22_000)
        let mae = try #require(result.method.mae)
        let baselineMAE = try #require(result.baseline.mae)
        let floor = try #require(result.floorMAE)
        #expect(mae < baselineMAE)
        #expect(mae <= floor + 0.25)
        #expect(try #require(result.method.coverage) >= 0.80)
        #expect(try #require(result.method.meanWidth) < (try #require(result.baseline.meanWidth)))
    }

    /// Noise SD 1–2 days: the plain mean scores about 2.1–2.2 days MAE, like the reference data of
    /// the requirement. There the targets hold: measured MAE 1.90, coverage 88.9%, width 4.94.
    @Test func meetsTheTargetsWhereThePlainMeanScoresAboutTwoDays() throws {
        let result = PopulationBacktest(noiseSD: 1...2)
        #expect((2.0...2.3).contains(try #require(result.baseline.mae)))
        #expect(try #require(result.method.mae) <= 2.0)
        #expect(try #require(result.method.coverage) >= 0.80)
        #expect(try #require(result.method.meanWidth) <= 6.0)
    }
}
