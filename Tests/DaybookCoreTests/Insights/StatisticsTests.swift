import Foundation
import Testing
@testable import DaybookCore

@Suite struct DescriptiveStatisticsTests {
    @Test func meanAndSampleSDOfThreeValues() throws {
        // [2, 4, 9]: mean 15/3 = 5; deviations −3, −1, 4 → squares 26, / (n−1) = 13, √13 = 3.605551.
        #expect(Descriptive.mean([2, 4, 9]) == 5)
        let sd = try #require(Descriptive.standardDeviation([2, 4, 9]))
        #expect(abs(sd - 3.605551) < 1e-6)
        let cv = try #require(Descriptive.coefficientOfVariation([2, 4, 9]))
        #expect(abs(cv - 3.605551 / 5) < 1e-6)
    }

    @Test func emptyAndSingleValuesAreUndefinedNotNaN() {
        #expect(Descriptive.mean([]) == nil)
        #expect(Descriptive.standardDeviation([]) == nil)
        #expect(Descriptive.mean([7]) == 7)
        #expect(Descriptive.standardDeviation([7]) == nil)
        #expect(Descriptive.percentile([], 50) == nil)
        #expect(Descriptive.percentile([7], 95) == 7)
    }

    @Test func constantValuesHaveZeroSpread() {
        #expect(Descriptive.standardDeviation([4, 4, 4, 4]) == 0)
        #expect(Descriptive.coefficientOfVariation([4, 4, 4]) == 0)
        #expect(Descriptive.coefficientOfVariation([0, 0]) == nil)  // mean 0: CV undefined
    }

    @Test func percentilesInterpolateLinearlyLikeNumpy() {
        // [1, 2, 3, 4]: rank = p/100 × 3. p25 → rank 0.75 → 1.75; p50 → 2.5; p95 → rank 2.85 → 3.85.
        #expect(Descriptive.percentile([4, 1, 3, 2], 25) == 1.75)
        #expect(Descriptive.percentile([4, 1, 3, 2], 50) == 2.5)
        #expect(abs((Descriptive.percentile([4, 1, 3, 2], 95) ?? 0) - 3.85) < 1e-12)
        #expect(Descriptive.percentile([4, 1, 3, 2], 0) == 1)
        #expect(Descriptive.percentile([4, 1, 3, 2], 100) == 4)
        #expect(Descriptive.percentile([1, 2], 101) == nil)
    }
}

@Suite struct StudentTTests {
    @Test func incompleteBetaMatchesClosedForms() throws {
        // For integer a, b: I_x(a, b) = Σ_{j=a}^{a+b−1} C(a+b−1, j) x^j (1−x)^{a+b−1−j}.
        // I_0.5(2, 3) = (6 + 4 + 1)/16 = 0.6875; I_0.2(2, 2) = 3·0.04·0.8 + 0.008 = 0.104;
        // I_x(1, 1) = x; I_x(a, 1) = x^a → I_0.5(3, 1) = 0.125.
        #expect(abs(try #require(IncompleteBeta.regularized(x: 0.5, a: 2, b: 3)) - 0.6875) < 1e-12)
        #expect(abs(try #require(IncompleteBeta.regularized(x: 0.2, a: 2, b: 2)) - 0.104) < 1e-12)
        #expect(abs(try #require(IncompleteBeta.regularized(x: 0.3, a: 1, b: 1)) - 0.3) < 1e-12)
        #expect(abs(try #require(IncompleteBeta.regularized(x: 0.5, a: 3, b: 1)) - 0.125) < 1e-12)
        // I_0.9(2, 3) uses the symmetric branch: 1 − I_0.1(3, 2) = 1 − (4·0.001·0.9 + 0.0001) = 0.9963.
        #expect(abs(try #require(IncompleteBeta.regularized(x: 0.9, a: 2, b: 3)) - 0.9963) < 1e-12)
        #expect(IncompleteBeta.regularized(x: 0, a: 2, b: 3) == 0)
        #expect(IncompleteBeta.regularized(x: 1, a: 2, b: 3) == 1)
        #expect(IncompleteBeta.regularized(x: 1.5, a: 2, b: 3) == nil)
        #expect(IncompleteBeta.regularized(x: 0.5, a: 0, b: 3) == nil)
    }

    @Test func twoSidedPValueMatchesTables() throws {
        // t = 2.0, df = 10 → p = 0.07339 (R: 2*pt(-2, 10) = 0.07338803).
        #expect(abs(try StudentT(degreesOfFreedom: 10).twoSidedPValue(2.0) - 0.07338803) < 1e-7)
        // The 97.5 % quantile for df = 30 is 2.042272 (standard t tables): p = 0.05.
        #expect(abs(try StudentT(degreesOfFreedom: 30).twoSidedPValue(2.042272) - 0.05) < 1e-6)
        #expect(try StudentT(degreesOfFreedom: 5).twoSidedPValue(0) == 1)
    }

    @Test func cdfMatchesClosedForms() throws {
        // df = 1 is the Cauchy distribution: F(1) = 1/2 + atan(1)/π = 0.75.
        #expect(abs(try StudentT(degreesOfFreedom: 1).cdf(1) - 0.75) < 1e-12)
        // df = 2: F(t) = 1/2 + t / (2√(2 + t²)); F(2) = 0.5 + 2/(2√6) = 0.9082483.
        #expect(abs(try StudentT(degreesOfFreedom: 2).cdf(2) - 0.9082483) < 1e-7)
        #expect(abs(try StudentT(degreesOfFreedom: 2).cdf(-2) - (1 - 0.9082483)) < 1e-7)
    }

    @Test func refusesNonPositiveDegreesOfFreedom() {
        #expect(throws: ValidationError(field: "degreesOfFreedom", "must be a positive number")) {
            try StudentT(degreesOfFreedom: 0)
        }
    }
}

@Suite struct CorrelationStatisticsTests {
    // The oracle from the issue tracker: sleep against stress.
    let sleep = [5.5, 6, 7, 7.5, 8, 6.5, 4.5, 7]
    let stress = [7.0, 6, 4, 4, 3, 5, 8, 5]

    @Test func oracleSleepAgainstStress() throws {
        let c = try LinearCorrelation(x: sleep, y: stress)
        #expect(c.n == 8)
        #expect(abs(try #require(c.r) - (-0.981307)) < 1e-6)
        #expect(abs(try #require(c.rSquared) - 0.962963) < 1e-6)
        #expect(abs(try #require(c.slope) - (-1.444444)) < 1e-6)
        #expect(abs(try #require(c.intercept) - 14.638889) < 1e-6)
        let p = try #require(c.pValue)
        #expect(abs(p - 1.61e-5) < 0.01e-5)
        // n = 8 ≤ 8: the permutation test is exact. y repeats 4 and 5, so 2·2 = 4 orderings equal the
        // observed one; hardly any other reaches |r| = 0.98: a few hits in 8! = 40 320.
        let exact = try #require(c.permutationPValue)
        #expect(exact > 0 && exact < 10.0 / 40_320)
    }

    @Test func fisherIntervalHandChecked() throws {
        // r = 0.5, n = 28: z = atanh 0.5 = 0.549306, SE = 1/√25 = 0.2, z ± 1.959964·0.2 = 0.157313 and
        // 0.941299; tanh gives 0.156028 (≈ x − x³/3) and 0.735818 (= (e^1.8826 − 1)/(e^1.8826 + 1)).
        let ci = try #require(CorrelationInterval.fisher95(r: 0.5, n: 28))
        #expect(abs(ci.lower - 0.156028) < 1e-6)
        #expect(abs(ci.upper - 0.735818) < 1e-6)
        #expect(CorrelationInterval.fisher95(r: 0.5, n: 3) == nil)
        #expect(CorrelationInterval.fisher95(r: 1, n: 5) == CorrelationInterval(lower: 1, upper: 1))
    }

    @Test func exactPermutationOfThreePairs() throws {
        // x = y = [1, 2, 3]: of the 3! orderings of y only [1,2,3] (r = 1) and [3,2,1] (r = −1) reach
        // |r| = 1; the other four give |r| = 0.5. p = 2/6.
        let p = try #require(PermutationTest.pValue(x: [1, 2, 3], y: [1, 2, 3]))
        #expect(abs(p - 2.0 / 6.0) < 1e-12)
        let c = try LinearCorrelation(x: [1, 2, 3], y: [1, 2, 3])
        #expect(c.r == 1)
        #expect(c.pValue == 0)
        #expect(c.confidenceInterval == nil)  // n = 3: no Fisher interval
    }

    @Test func monteCarloPermutationIsReproducible() throws {
        let x = (0..<12).map { Double($0) }
        let y = [3.0, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8]
        let a = try #require(PermutationTest.pValue(x: x, y: y, permutations: 2_000, seed: 7))
        let b = try #require(PermutationTest.pValue(x: x, y: y, permutations: 2_000, seed: 7))
        #expect(a == b)
        #expect(a > 0 && a <= 1)
        // Against the t-test on the same data, a permutation p-value lands in the same region.
        let t = try #require(try LinearCorrelation(x: x, y: y).pValue)
        #expect(abs(a - t) < 0.1)
    }

    @Test func constantSeriesGiveNoCorrelation() throws {
        let flatY = try LinearCorrelation(x: [1, 2, 3, 4], y: [5, 5, 5, 5])
        #expect(flatY.r == nil)
        #expect(flatY.pValue == nil)
        #expect(flatY.slope == 0)  // the line still fits: y = 5
        #expect(flatY.intercept == 5)
        let flatX = try LinearCorrelation(x: [2, 2, 2], y: [1, 2, 3])
        #expect(flatX.r == nil)
        #expect(flatX.slope == nil)
    }

    @Test func tooFewOrMismatchedValuesAreRefused() {
        #expect(throws: ValidationError.self) { try LinearCorrelation(x: [], y: []) }
        #expect(throws: ValidationError.self) { try LinearCorrelation(x: [1], y: [2]) }
        #expect(throws: ValidationError.self) { try LinearCorrelation(x: [1, 2, 3], y: [2, 3]) }
        #expect(throws: ValidationError.self) { try LinearCorrelation(x: [1, 2, .nan], y: [2, 3, 4]) }
    }

    @Test func holmOnASmallExample() {
        // m = 4. Sorted: 0.005·4 = 0.02, 0.01·3 = 0.03, 0.03·2 = 0.06, 0.04·1 = 0.04 → kept monotone at 0.06.
        let adjusted = HolmCorrection.adjust([0.01, 0.04, 0.03, 0.005])
        let expected = [0.03, 0.06, 0.06, 0.02]
        for (a, e) in zip(adjusted, expected) { #expect(abs(a - e) < 1e-12) }
        #expect(HolmCorrection.adjust([]) == [])
        #expect(HolmCorrection.adjust([0.6, 0.7]) == [1, 1])  // capped at 1
    }

    @Test func splitMixMatchesReferenceOutput() {
        // splitmix64.c with seed 0: first output 0xE220A8397B1DCDAF.
        var g = SplitMix64(seed: 0)
        #expect(g.next() == 0xE220_A839_7B1D_CDAF)
    }
}
