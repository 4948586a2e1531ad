import Testing
import DaybookCore

@Suite struct CycleBacktestTests {
    /// Five 28s: starts 3, 4, 5 are tested (each needs two earlier cycles). Errors 0. Half-widths
    /// with 2, 3, 4 cycles: 1.2816·σ·√(1+1/n) with σ² = 4.86/(n+0.5) → 2.19, 1.74, 1.49, so the
    /// intervals are 26…30, 26…30, 27…30 days: widths 4, 4, 3, mean 11/3.
    @Test func regularHistoryScoresPerfectly() throws {
        let score = CycleBacktest.run(periods: periods(from: "2026-01-01", cycleLengths: Array(repeating: 28, count: 5)))
        #expect(score.n == 3)
        #expect(score.mae == 0 && score.coverage == 1)
        #expect(abs(try #require(score.meanWidth) - 11.0 / 3) < 1e-9)
    }

    /// Cycles 28, 30, 26, 40; the 26 and the 40 are tested (checked by hand and in Python):
    /// ours predicts 29 in 26…31 (hit, error 3), then 28 in 25…31 (miss, error 12);
    /// the plain mean predicts 29 in 27…31 (miss) and 28 in 25…31 (miss).
    @Test func scoresAHistoryWithALateCycle() {
        let history = periods(from: "2026-01-01", cycleLengths: [28, 30, 26, 40])
        let ours = CycleBacktest.run(periods: history)
        #expect(ours.n == 2 && ours.mae == 7.5 && ours.coverage == 0.5 && ours.meanWidth == 5.5)
        let baseline = CycleBacktest.baseline(periods: history)
        #expect(baseline.n == 2 && baseline.mae == 7.5 && baseline.coverage == 0 && baseline.meanWidth == 5)
    }

    @Test func tooShortAHistoryHasNothingToTest() {
        let score = CycleBacktest.run(periods: periods(from: "2026-01-01", cycleLengths: [28, 28]))
        #expect(score.n == 0 && score.mae == nil && score.coverage == nil && score.meanWidth == nil)
    }

    /// The cycle touching the pause is neither tested nor used.
    @Test func pausedCyclesAreNotTested() {
        let history = periods(from: "2026-01-01", cycleLengths: [28, 28, 28, 50, 28, 28])
        let pause = PauseSpan(kind: "contraception", start: date("2026-04-01"), end: date("2026-04-20"))
        let score = CycleBacktest.run(periods: history, pauses: [pause])
        #expect(score.n == 3)
        #expect(score.mae == 0)
    }
}
