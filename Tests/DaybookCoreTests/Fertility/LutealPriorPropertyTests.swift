import Foundation
import PropertyBased
import Testing
@testable import DaybookCore

/// The shrinkage behind the luteal forecast, for any prior and any own lengths.
@Suite struct LutealPriorPropertyTests {
    static func prior(mean: Double, between: Double, within: Double) -> LutealPrior {
        var prior = LutealPrior()
        prior.populationMean = mean
        prior.betweenWomanSD = between
        prior.withinWomanSD = within
        return prior
    }

    @Test func withoutOwnLengthsTheForecastIsThePrior() async {
        await propertyCheck(count: 200, input: Gen.double(in: 9...16), Gen.double(in: 0.5...3), Gen.double(in: 0.5...3)) { mean, between, within in
            let estimate = Self.prior(mean: mean, between: between, within: within).estimate(ownLengths: [])
            #expect(abs(estimate.mean - mean) < 1e-9 && abs(estimate.meanSD - between) < 1e-9 && abs(estimate.withinSD - within) < 1e-9)
            #expect(estimate.ownCycles == 0)
            #expect(abs(estimate.predictiveSD - (between * between + within * within).squareRoot()) < 1e-9)
        }
    }

    /// The estimate lies between the prior and her own mean, and each further equal length moves it closer to hers.
    @Test func identicalOwnLengthsPullTheForecastToThem() async {
        await propertyCheck(count: 200, input: Gen.int(in: 7...19), Gen.int(in: 1...11)) { own, count in
            let prior = LutealPrior.standard
            let fewer = prior.estimate(ownLengths: Array(repeating: own, count: count))
            let more = prior.estimate(ownLengths: Array(repeating: own, count: count + 1))
            let target = Double(own)
            #expect(min(prior.populationMean, target) <= fewer.mean && fewer.mean <= max(prior.populationMean, target))
            #expect(abs(more.mean - target) <= abs(fewer.mean - target))
            #expect(more.meanSD < fewer.meanSD)
            // A window of equal lengths: her own, to the day.
            #expect(prior.estimate(ownLengths: Array(repeating: own, count: prior.window)).days == own)
        }
    }

    /// Only the recent `window` lengths count: older ones do not hold a changed rhythm back.
    @Test func lengthsBeforeTheWindowDoNotCount() async {
        await propertyCheck(count: 100, input: Gen.int(in: 7...19).array(of: 1...20), Gen.int(in: 7...19).array(of: 12)) { old, recent in
            let prior = LutealPrior.standard
            #expect(prior.estimate(ownLengths: old + recent) == prior.estimate(ownLengths: recent))
        }
    }

    @Test func theRangeAlwaysHoldsTheCentre() async {
        await propertyCheck(count: 300, input: Gen.double(in: 3...22), Gen.double(in: 0...3), Gen.double(in: 0...4), Gen.double(in: 0.05...0.99)) { mean, meanSD, withinSD, coverage in
            let estimate = LutealEstimate(mean: mean, meanSD: meanSD, withinSD: withinSD, ownCycles: 3)
            let range = estimate.range(coverage: coverage)
            #expect(range.contains(estimate.days), "\(estimate) \(range)")
            #expect(abs(Double(estimate.days) - mean) <= 0.5)
        }
    }

    @Test func theRangeWidensWithTheSpread() async {
        await propertyCheck(count: 300, input: Gen.double(in: 8...16), Gen.double(in: 0.1...3), Gen.double(in: 0...2), Gen.double(in: 0...2)) { mean, withinSD, extra, meanSD in
            let narrow = LutealEstimate(mean: mean, meanSD: meanSD, withinSD: withinSD, ownCycles: 3).range()
            let wide = LutealEstimate(mean: mean, meanSD: meanSD + extra, withinSD: withinSD + extra, ownCycles: 3).range()
            #expect(wide.count >= narrow.count, "\(narrow) \(wide)")
        }
    }

    /// Whole-day lengths drawn from the predictive normal fall in the range at least 80% of the
    /// time, and the range is no longer than it has to be: one day less would hold under 80%.
    @Test func theRangeHoldsEightyPercentOfDrawnLengths() async {
        await propertyCheck(count: 40, input: Gen.double(in: 9...16), Gen.double(in: 0.3...2.5), Gen.int(in: 0...1_000_000)) { mean, sd, seed in
            let estimate = LutealEstimate(mean: mean, meanSD: 0, withinSD: sd, ownCycles: 3)
            let range = estimate.range()
            var rng = SplitMix64(seed: UInt64(seed))
            let draws = (0..<20_000).map { _ in Int(Self.normal(mean: mean, sd: sd, using: &rng).rounded()) }
            let held = Self.share(of: draws, in: range)
            #expect(held >= 0.79, "\(range) held \(held)")
            let shorterLength = range.count - 1
            let starts: ClosedRange<Int> = (range.lowerBound - 1)...range.upperBound
            let bestShorter: Double = shorterLength == 0 ? 0 : starts.map { (low: Int) -> Double in
                Self.share(of: draws, in: low...(low + shorterLength - 1))
            }.max() ?? 0
            #expect(bestShorter < 0.81, "\(range): a day shorter holds \(bestShorter)")
        }
    }

    @Test func predictionsAreWholeDaysRoundedToTheNearest() {
        #expect(LutealEstimate(mean: 12.4, meanSD: 1, withinSD: 1, ownCycles: 0).days == 12)
        #expect(LutealEstimate(mean: 12.5, meanSD: 1, withinSD: 1, ownCycles: 0).days == 13)
        #expect(LutealEstimate(mean: 12.6, meanSD: 1, withinSD: 1, ownCycles: 0).days == 13)
        // A centre just below a half day leans the range toward the side it is nearer.
        let range = LutealEstimate(mean: 12.45, meanSD: 0, withinSD: 1.2, ownCycles: 0).range()
        #expect(range.upperBound - 12 >= 12 - range.lowerBound, "\(range)")
        #expect(LutealEstimate(mean: 12, meanSD: 0, withinSD: 0, ownCycles: 0).range() == 12...12)
    }

    private static func share(of draws: [Int], in range: ClosedRange<Int>) -> Double {
        Double(draws.filter { range.contains($0) }.count) / Double(draws.count)
    }

    private static func normal(mean: Double, sd: Double, using rng: inout SplitMix64) -> Double {
        let u1 = max(Double(rng.next() >> 11) / Double(UInt64(1) << 53), .leastNonzeroMagnitude)
        let u2 = Double(rng.next() >> 11) / Double(UInt64(1) << 53)
        return mean + sd * (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
    }
}
