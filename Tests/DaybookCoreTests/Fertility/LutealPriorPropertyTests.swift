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

    /// Whole-day lengths under the predictive normal fall in the range at least 80% of the time, and
    /// the range is no longer than it has to be: no range a day shorter holds 80%. Each day's share is
    /// integrated here from the density itself (not the estimate's own CDF), so the check is exact
    /// rather than a sample's, which a close call could tip either way.
    @Test func theRangeHoldsEightyPercentOfWholeDayLengths() async {
        await propertyCheck(count: 200, input: Gen.double(in: 9...16), Gen.double(in: 0.3...2.5)) { mean, sd in
            let estimate = LutealEstimate(mean: mean, meanSD: 0, withinSD: sd, ownCycles: 3)
            let range = estimate.range()
            let held = Self.share(in: range, mean: mean, sd: sd)
            #expect(held >= 0.8 - 1e-7, "\(range) holds \(held)")
            let shorterLength = range.count - 1
            let starts: ClosedRange<Int> = (range.lowerBound - 1)...range.upperBound
            let bestShorter: Double = shorterLength == 0 ? 0 : starts.map { (low: Int) -> Double in
                Self.share(in: low...(low + shorterLength - 1), mean: mean, sd: sd)
            }.max() ?? 0
            #expect(bestShorter < 0.8 + 1e-7, "\(range): a day shorter holds \(bestShorter)")
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

    /// The chance that a normal length rounds to a day in `range`: Simpson's rule over its density.
    private static func share(in range: ClosedRange<Int>, mean: Double, sd: Double) -> Double {
        let from = Double(range.lowerBound) - 0.5, to = Double(range.upperBound) + 0.5
        let steps = 2_000 * range.count
        let width = (to - from) / Double(steps)
        func density(_ x: Double) -> Double { exp(-0.5 * pow((x - mean) / sd, 2)) / (sd * (2 * Double.pi).squareRoot()) }
        let inner = (1..<steps).reduce(0.0) { sum, step in sum + (step.isMultiple(of: 2) ? 2 : 4) * density(from + Double(step) * width) }
        return (density(from) + inner + density(to)) * width / 3
    }
}
