import Foundation
import Testing
@testable import DaybookCore

@Suite struct MovingAverageMAGETests {
    /// iglu's MAGE test cases: the "JHU" rows of `tests/testthat/data/manual_calculations.csv` (rows of
    /// `example_data_5_subject`) with `mage_avg` from `tests/testthat/data/mage_ground_truth.csv` (iglu's
    /// validated `mage(direction = "avg")` with short 5, long 32, inter_gap 45, max_gap 180), and Fernandes
    /// et al.'s hand count (`manual`) for reference.
    static let cases: [(rows: ClosedRange<Int>, iglu: Double, manual: Double)] = [
        (405...644, 41.4602777777778, 47), (2994...3281, 76.0514046822742, 70), (3282...3569, 74.4333333333333, 81),
        (3570...3857, 109, 154), (3858...4144, 103.469276485788, 104), (4145...4432, 104.130833333333, 95),
        (5746...5842, 148.573333333333, 89), (7413...7698, 73.3375, 75), (7699...7985, 52.228, 58),
        (7986...8273, 44.2329789590255, 45), (8274...8561, 42.7044166666667, 69), (8562...8849, 32.6523931623932, 32),
        (11018...11301, 118.78, 120), (11302...11588, 201.323377605675, 211), (11589...11830, 147.102777777778, 147),
        (11831...12118, 122.766616499443, 125), (12119...12406, 205.73, 227), (12653...12940, 162.009166666667, 153),
    ]

    @Test(arguments: cases.indices)
    func matchesIgluGroundTruth(_ i: Int) throws {
        let c = Self.cases[i]
        let grid = GlucoseGrid(try ConsensusFixtures.iglu(rows: c.rows), maximumGapMinutes: 45)
        guard case .value(let mage) = MovingAverageMAGE.mage(grid) else {
            Issue.record("no MAGE for rows \(c.rows)")
            return
        }
        #expect(abs(mage - c.iglu) < 1e-6 * c.iglu, "rows \(c.rows): \(mage) vs iglu \(c.iglu) (hand count \(c.manual))")
    }

    @Test func aFlatTraceHasNoExcursions() {
        let grid = GlucoseGrid(ConsensusFixtures.trace(Array(repeating: 120, count: 100)), maximumGapMinutes: 45)
        #expect(MovingAverageMAGE.mage(grid) == .noExcursions)
    }

    @Test func fewerThanThirtyTwoPointsIsTooFew() {
        let grid = GlucoseGrid(ConsensusFixtures.trace((0..<31).map { 100 + Double($0 % 7) * 20 }), maximumGapMinutes: 45)
        #expect(MovingAverageMAGE.mage(grid) == .tooFewReadings)
    }

    /// A limit of iglu's algorithm, kept as iglu has it: on a square wave with 3-hour plateaus the two
    /// moving averages meet exactly (difference 0) before every step, so the sign never flips from one
    /// point to the next, no cross is seen and no excursion is found (read from `mage_ma_single`).
    @Test func exactPlateausHideTheirCrossesAsInIglu() {
        let values = (0..<(36 * 8)).map { ($0 / 36) % 2 == 0 ? 100.0 : 200.0 }
        let grid = GlucoseGrid(ConsensusFixtures.trace(values), maximumGapMinutes: 45)
        #expect(MovingAverageMAGE.mage(grid) == .noExcursions)
    }
}
