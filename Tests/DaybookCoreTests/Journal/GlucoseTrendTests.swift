import DaybookCore
import Foundation
import Testing

@Suite struct GlucoseTrendTests {
    func reading(_ value: Double, at minute: Double) throws -> GlucoseReading {
        try GlucoseReading(mgPerDL: value, time: Date(timeIntervalSince1970: 1_800_000_000 + minute * 60))
    }

    /// Five minutes apart: +20 is 4/min (fast), +12 2.4 (rising), +6 1.2 (slowly), +4 0.8 (steady),
    /// and the same on the way down.
    @Test func theRateBetweenTheLatestTwoReadingsPicksTheArrow() throws {
        let cases: [(Double, GlucoseTrend)] = [(20, .risingFast), (12, .rising), (6, .risingSlowly), (4, .steady), (0, .steady),
                                              (-6, .fallingSlowly), (-12, .falling), (-20, .fallingFast)]
        for (change, trend) in cases {
            #expect(GlucoseTrend.between(try reading(120, at: 0), try reading(120 + change, at: 5)) == trend, "change \(change)")
        }
        #expect(GlucoseTrend.risingFast.arrow == "⇈" && GlucoseTrend.steady.arrow == "→" && GlucoseTrend.fallingFast.arrow == "⇊")
    }

    @Test func readingsTooFarApartOrOnOneInstantTellNoDirection() throws {
        #expect(GlucoseTrend.between(try reading(100, at: 0), try reading(160, at: 16)) == nil)
        #expect(GlucoseTrend.between(try reading(100, at: 0), try reading(160, at: 0)) == nil)
        #expect(GlucoseTrend.between(try reading(100, at: 0), try reading(160, at: 15)) == .risingFast)
    }

    /// 150 then 152 two seconds later is noise, not "rising fast" (a follower saw ⇈ for it).
    @Test func readingsSecondsApartTellNoDirection() throws {
        #expect(GlucoseTrend.between(try reading(150, at: 0), try reading(152, at: 2.0 / 60)) == nil)
        #expect(GlucoseTrend.between(try reading(150, at: 0), try reading(152, at: 3.9)) == nil)
        #expect(GlucoseTrend.between(try reading(150, at: 0), try reading(152, at: 4)) == .steady)
    }
}
