import Foundation
import Testing
import DaybookCore

/// The statistics under the lens, against reference values recomputed with scipy 1.17.
@Suite struct CycleLensStatisticsTests {
    @Test func kruskalWallisMatchesScipy() throws {
        let two = try #require(KruskalWallis(groups: [[1, 3, 5, 7, 9], [2, 4, 6, 8, 10]]))
        #expect(abs(two.h - 0.2727272727272734) < 1e-12)
        #expect(abs(two.chiSquarePValue - 0.6015081344405895) < 1e-12)
        #expect(two.degreesOfFreedom == 1)
        // Ties: the tie correction makes H exactly 7.
        let tied = try #require(KruskalWallis(groups: [[1, 1, 1], [2, 2, 2], [2, 2]]))
        #expect(abs(tied.h - 7) < 1e-12)
        #expect(abs(tied.chiSquarePValue - 0.0301973834223185) < 1e-12)
        let three = try #require(KruskalWallis(groups: [[2.9, 3.0, 2.5, 2.6, 3.2], [3.8, 2.7, 4.0, 2.4], [2.8, 3.4, 3.7, 2.2, 2.0]]))
        #expect(abs(three.h - 0.7714285714285722) < 1e-12)
        #expect(abs(three.chiSquarePValue - 0.6799647735788936) < 1e-12)
    }

    @Test func kruskalWallisNeedsTwoGroupsAndSeesNothingInEqualValues() throws {
        #expect(KruskalWallis(groups: [[1, 2, 3]]) == nil)
        #expect(KruskalWallis(groups: [[1, 2, 3], []]) == nil)
        #expect(KruskalWallis(groups: [[1, .nan], [2, 3]]) == nil)
        let flat = try #require(KruskalWallis(groups: [[5, 5], [5, 5, 5]]))
        #expect(flat.h == 0 && flat.chiSquarePValue == 1)
    }

    @Test func regularizedGammaMatchesScipy() throws {
        #expect(abs(try #require(RegularizedGamma.upper(a: 2.5, x: 3)) - 0.30621891841327875) < 1e-13)
        #expect(abs(try #require(RegularizedGamma.lower(a: 2.5, x: 3)) - 0.6937810815867212) < 1e-13)
        #expect(abs(try #require(RegularizedGamma.upper(a: 0.5, x: 0.1)) - 0.6547208460185768) < 1e-13)
        #expect(abs(try #require(RegularizedGamma.upper(a: 10, x: 25)) - 0.0002214766382487835) < 1e-15)
        #expect(abs(try #require(RegularizedGamma.chiSquareUpperTail(7.815, degreesOfFreedom: 3)) - 0.049993902974883875) < 1e-12)
        #expect(abs(try #require(RegularizedGamma.chiSquareUpperTail(3.841459, degreesOfFreedom: 1)) - 0.04999999465319563) < 1e-12)
        #expect(abs(try #require(RegularizedGamma.chiSquareUpperTail(20, degreesOfFreedom: 3)) - 0.00016974243555282632) < 1e-15)
        // Two degrees of freedom: the tail is exp(−x/2).
        for x in [0.5, 2.0, 9.0] {
            #expect(abs(try #require(RegularizedGamma.chiSquareUpperTail(x, degreesOfFreedom: 2)) - exp(-x / 2)) < 1e-13)
        }
        #expect(RegularizedGamma.upper(a: 0, x: 1) == nil && RegularizedGamma.upper(a: 1, x: -1) == nil)
        #expect(RegularizedGamma.chiSquareUpperTail(0, degreesOfFreedom: 3) == 1)
    }

    /// Two cycles of four days, low-low-high-high. Of the 16 rotation pairs only "both unmoved" and
    /// "both turned by two" separate the groups as fully as observed: p = 2/16, enumerated exactly.
    @Test func rotationTestEnumeratesSmallCasesExactly() {
        let labels = [[0, 0, 1, 1], [0, 0, 1, 1]]
        let values: [[Double]] = [[1, 2, 10, 11], [1, 2, 10, 11]]
        #expect(CycleRotationTest.pValue(labels: labels, values: values) == 0.125)
    }

    @Test func rotationTestIsSeededAndCountsTheObservedRotation() throws {
        let labels = Array(repeating: Array(repeating: 0, count: 14) + Array(repeating: 1, count: 14), count: 4)
        let values = labels.map { cycle in cycle.map { Double($0 * 10) } }.enumerated().map { index, cycle in
            cycle.enumerated().map { $0.element + Double(($0.offset * 7 + index * 3) % 5) }
        }
        let p = try #require(CycleRotationTest.pValue(labels: labels, values: values, permutations: 999, seed: 1))
        #expect(p == CycleRotationTest.pValue(labels: labels, values: values, permutations: 999, seed: 1))
        #expect(p >= 1.0 / 1000 && p < 0.01)
        #expect(CycleRotationTest.pValue(labels: [[0, 0, 0]], values: [[1, 2, 3]]) == nil)
        #expect(CycleRotationTest.pValue(labels: labels, values: values, permutations: 0) == nil)
    }

    /// The cycle lens and the correlations read evidence in the same bands.
    @Test func evidenceBandsMatchTheCorrelationReading() {
        for p in [0.0, 0.0099, 0.01, 0.03, 0.0499, 0.05, 0.2, 1.0] {
            #expect(CorrelationReading.Evidence(pValue: p) == CorrelationReading(r: 0.4, adjustedP: p).evidence)
        }
        #expect(CorrelationReading.Evidence(pValue: nil) == .none)
    }
}

@Suite struct SequentialRotationTests {
    /// Ten cycles of values with no phase pattern, from a seeded generator.
    static func noPattern() -> (labels: [[Int]], values: [[Double]]) {
        var generator = SplitMix64(seed: 3)
        let labels = (0..<10).map { _ in (0..<28).map { $0 < 5 ? 0 : $0 < 12 ? 1 : $0 < 16 ? 2 : 3 } }
        let values = labels.map { $0.map { _ in Double(Int.random(in: 0..<1000, using: &generator)) } }
        return (labels, values)
    }

    @Test func chanceIsSettledEarlyAndTheFullRunIsUnchanged() throws {
        let data = Self.noPattern()
        let full = try #require(CycleRotationTest.pValue(labels: data.labels, values: data.values, permutations: 2_000))
        let early = try #require(CycleRotationTest.pValue(labels: data.labels, values: data.values, permutations: 2_000, stopAfterHits: 20))
        #expect(full > 0.05 && early > 0.05, "\(full) \(early)")
        // Stopped at the 20th hit: p is 20 over a whole number of draws, far fewer than 2,000.
        let draws = 20 / early
        #expect(abs(draws - draws.rounded()) < 1e-9 && draws < 500, "\(early)")
        // Without the stop the same seed gives the same answer as before.
        #expect(CycleRotationTest.pValue(labels: data.labels, values: data.values, permutations: 2_000) == full)
    }
}

@Suite struct SequentialLensTests {
    @Test func aRealDifferenceKeepsItsEvidenceWhenDrawsMayStopEarly() throws {
        let journal = LensFixture.glucoseJournal(lutealShift: 15, seed: 2026)
        let full = CyclePhaseLens(periods: journal.periods, ovulations: [], values: journal.values, today: journal.today)
        let early = CyclePhaseLens(periods: journal.periods, ovulations: [], values: journal.values, today: journal.today,
                                   permutations: 2_000, stopAfterHits: 20)
        let p = try #require(early.test?.pValue)
        #expect(p < 0.01, "\(p) vs \(full.test?.pValue ?? -1)")
    }
}
