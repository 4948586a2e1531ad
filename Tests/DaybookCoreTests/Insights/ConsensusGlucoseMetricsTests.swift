import Foundation
import PropertyBased
import Testing
@testable import DaybookCore

@Suite struct ConsensusGlucoseMetricsTests {
    typealias C = ConsensusFixtures

    func metrics(_ values: [Double], stepMinutes: Double = 5, unit: GlucoseUnit = .mgPerDL) -> ConsensusGlucoseMetrics {
        let trace = C.trace(values, stepMinutes: stepMinutes)
        var counts = [0, 0, 0, 0, 0]
        for v in values { counts[TimeInRanges.rangeIndex(mgPerDL: v)] += 1 }
        return ConsensusGlucoseMetrics(trace, timeInRanges: TimeInRanges(counts: counts), unit: unit)
    }

    /// 100 readings: 1 % very low, 2 % low, 10 % high, 5 % very high. By Klonoff et al.'s formula:
    /// hypo = 1 + 0.8 × 2 = 2.6, hyper = 5 + 0.5 × 10 = 10, GRI = 3 × 2.6 + 1.6 × 10 = 23.8, zone B.
    @Test func griByItsFormula() throws {
        let values = [45.0] + [60, 60] + Array(repeating: 200, count: 10) + Array(repeating: 300, count: 5)
            + Array(repeating: 120, count: 82)
        let m = metrics(values)
        #expect(abs(try #require(m.griHypo) - 2.6) < 1e-9)
        #expect(abs(try #require(m.griHyper) - 10) < 1e-9)
        #expect(abs(try #require(m.gri) - 23.8) < 1e-9)
        #expect(m.griZone == .b)
    }

    @Test func griIsCappedAtOneHundredInZoneE() {
        let m = metrics(Array(repeating: 40, count: 10))
        #expect(m.gri == 100 && m.griZone == .e)
    }

    @Test func griZonesAreTwentyWide() {
        #expect([0, 20, 20.01, 40, 59.9, 60.5, 80, 81, 100].map(GRIZone.init(gri:)) == [.a, .a, .b, .b, .c, .d, .d, .e, .e])
    }

    @Test func griStaysWithinZeroToHundredAndRisesWithVeryLow() async {
        await propertyCheck(input: Gen.int(in: 0...50), Gen.int(in: 0...50), Gen.int(in: 0...50), Gen.int(in: 0...50)) { veryLow, low, high, veryHigh in
            let inRange = 50
            func gri(_ vl: Int) -> Double {
                let counts = [vl, low, inRange, high, veryHigh]
                return GlycemiaRiskIndex(TimeInRanges(counts: counts)).value
            }
            let g = gri(veryLow)
            #expect((0...100).contains(g))
            #expect(gri(veryLow + 1) >= g)
        }
    }

    /// 70 and 140 are inside the tight range, 69 and 141 outside: 2 of 4.
    @Test func titrCountsSeventyToOneFortyInclusive() {
        #expect(metrics([69, 70, 140, 141]).titr == 0.5)
    }

    /// Risk of 50 mg/dL by Kovatchev's formula, worked with Python's math module:
    /// f = 1.509 × (ln(50)^1.084 − 5.381) = −1.500015, r = 10 f² = 22.500445; 400 mg/dL: f = 2.388433, r = 57.046099.
    @Test func riskIndicesByTheFormula() throws {
        let low = GlucoseRiskIndices.risk(mgPerDL: 50), high = GlucoseRiskIndices.risk(mgPerDL: 400)
        #expect(high.low == 0 && low.high == 0)
        let f50 = 1.509 * (pow(log(50.0), 1.084) - 5.381), f400 = 1.509 * (pow(log(400.0), 1.084) - 5.381)
        #expect(abs(low.low - 10 * f50 * f50) < 1e-12 && abs(low.low - 22.500445) < 1e-5)
        #expect(abs(high.high - 10 * f400 * f400) < 1e-12 && abs(high.high - 57.046099) < 1e-5)
        // LBGI, HBGI: means over the two readings; one day, so ADRR = max low + max high.
        let m = metrics([50, 400])
        #expect(abs(try #require(m.lbgi) - low.low / 2) < 1e-12)
        #expect(abs(try #require(m.hbgi) - high.high / 2) < 1e-12)
        #expect(abs(try #require(m.adrr) - (low.low + high.high)) < 1e-12)
    }

    /// ADRR averages each day's largest low plus largest high risk over the days with readings.
    @Test func adrrAveragesDays() throws {
        let times = [0.0, 60, 86_400, 86_460].map { C.origin + $0 }
        let trace = GlucoseTrace(times: times, values: [50, 60, 400, 120], days: [0, 0, 1, 1])
        let r = try #require(GlucoseRiskIndices(trace))
        let expected = (GlucoseRiskIndices.risk(mgPerDL: 50).low + GlucoseRiskIndices.risk(mgPerDL: 400).high) / 2
        #expect(abs(r.adrr - expected) < 1e-12)
    }

    /// f is 0 at exp(5.381^(1/1.084)) = 112.5174 mg/dL (Python), not at exactly 112.5 as usually quoted:
    /// 112.5 itself carries a low risk of about 1e-6.
    @Test func lbgiIsZeroAtOrAboveTheRootOfTheRiskFunction() async {
        await propertyCheck(input: Gen.double(in: 112.518...600).array(of: 1...50)) { values in
            #expect(GlucoseRiskIndices(C.trace(values))?.lbgi == 0)
        }
    }

    /// Mean 150, SD √5000 = 70.7107: 0.001 × 220.7107² = 48.7132 (Wojcicki's formula by hand).
    @Test func jIndexByHand() throws {
        #expect(abs(try #require(metrics([100, 200]).jIndex) - 48.7132) < 1e-4)
    }

    /// 13 five-minute readings over an hour would be possible; a 20-minute gap leaves out 3 of them.
    @Test func activePercentCountsTheMissingReadings() throws {
        let times = ([0, 5, 10, 15, 20] + [40, 45, 50, 55, 60]).map { C.origin + Double($0) * 60 }
        let trace = GlucoseTrace(times: times, values: times.map { _ in 100 }, days: times.map { _ in 0 })
        #expect(abs(try #require(ActivePercent.of(trace)) - 1000.0 / 13) < 1e-9)
        #expect(ActivePercent.of(C.trace([100, 110, 120])) == 100)
    }

    @Test func identicalDaysHaveNoDailyDifference() throws {
        let day = (0..<288).map { 100 + 60 * sin(Double($0) / 20) }
        let grid = GlucoseGrid(C.trace(day + day + day), maximumGapMinutes: 45)
        #expect(try #require(MeanOfDailyDifferences.modd(grid)) < 1e-9)
    }

    /// Day 2 is day 1 plus 10 mg/dL at every time: every daily difference, and so MODD, is 10.
    @Test func moddIsTheShiftBetweenDays() throws {
        let day = (0..<288).map { 100 + 60 * sin(Double($0) / 20) }
        let grid = GlucoseGrid(C.trace(day + day.map { $0 + 10 }), maximumGapMinutes: 45)
        #expect(abs(try #require(MeanOfDailyDifferences.modd(grid)) - 10) < 1e-9)
    }

    /// CONGA(1): a trace repeating every hour has every one-hour difference 0; a trace whose one-hour
    /// differences alternate +10 and −10 in equal numbers has mean 0 and sample SD 10 × √(n / (n − 1)).
    @Test func congaIsTheSDOfHourlyDifferences() throws {
        let hour = (0..<12).map { 100 + Double($0) * 5 }
        let repeating = GlucoseGrid(C.trace(Array((0..<6).map { _ in hour }.joined())), maximumGapMinutes: 45)
        #expect(try #require(CONGA.conga(repeating)) < 1e-9)
        // 100 for an hour, 110 the next, 100 the next: differences +10 × 12, −10 × 12 (n = 24, up to 24 points on).
        let steps = Array(repeating: 100.0, count: 12) + Array(repeating: 110.0, count: 12) + Array(repeating: 100.0, count: 12)
        let stepped = GlucoseGrid(C.trace(steps), maximumGapMinutes: 45)
        #expect(abs(try #require(CONGA.conga(stepped)) - 10 * (24.0 / 23).squareRoot()) < 1e-9)
    }

    @Test func glucoseValuesAreInTheUnit() throws {
        let day = (0..<288).map { 120 + 60 * sin(Double($0) / 12) }
        let values = day + day.map { $0 + 10 }
        let mg = metrics(values), mmol = metrics(values, unit: .mmolPerL)
        for (a, b) in [(mg.mage, mmol.mage), (mg.modd, mmol.modd), (mg.conga, mmol.conga)] {
            #expect(abs(try #require(a) / 18.01559 - (try #require(b))) < 1e-9)
        }
        #expect(mg.jIndex == mmol.jIndex && mg.lbgi == mmol.lbgi)
    }

    @Test func tooLittleDataIsNullWithAReason() {
        let none = metrics([])
        #expect(none.gri == nil && none.mage == nil && none.activePercent == nil && none.episodes.isEmpty)
        #expect(Set(none.unavailable.keys) == ["gri", "griZone", "griHypo", "griHyper", "titr", "lbgi", "hbgi", "adrr",
                                               "mage", "modd", "conga", "jIndex", "activePercent"])
        #expect(none.unavailable.values.allSatisfy { $0.reason == .noReadings })
        let three = metrics([100, 150, 120])
        #expect(three.gri != nil && three.jIndex != nil && three.activePercent != nil)
        #expect(three.unavailable["mage"]?.reason == .tooFewReadings)
        #expect(three.unavailable["modd"]?.reason == .tooShortSpan)
        #expect(three.unavailable["conga"]?.reason == .tooShortSpan)
        #expect(three.mage == nil && three.modd == nil && three.conga == nil)
        #expect(Set(three.unavailable.keys) == ["mage", "modd", "conga"])
    }

    @Test func encodesEveryFieldWithExplicitNulls() throws {
        let data = try JSONEncoder().encode(metrics([100, 150, 120]))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for key in ["gri", "griZone", "griHypo", "griHyper", "titr", "lbgi", "hbgi", "adrr", "mage", "modd", "conga",
                    "jIndex", "episodes", "activePercent", "unavailable"] {
            #expect(object.keys.contains(key), "\(key)")
        }
        #expect(object["mage"] is NSNull)
    }
}
