import Foundation
import PropertyBased
import Testing
@testable import DaybookCore

@Suite struct StatisticsPropertyTests {
    /// Pairs from one array: the first half is x, the second y.
    static func halves(_ values: [Double]) -> (x: [Double], y: [Double]) {
        let n = values.count / 2
        return (Array(values.prefix(n)), Array(values.dropFirst(n).prefix(n)))
    }

    @Test func correlationIsBoundedAndAgreesWithTheSlope() async {
        await propertyCheck(count: 200, input: Gen.double(in: -50...50).array(of: 6...60)) { values in
            let (x, y) = Self.halves(values)
            guard let c = try? LinearCorrelation(x: x, y: y, permutations: 50), let r = c.r else { return }
            #expect((-1...1).contains(r))
            #expect(c.rSquared == r * r)
            let slope = c.slope ?? 0
            #expect(slope.sign == r.sign || slope == 0 || abs(r) < 1e-12)
            if let p = c.pValue { #expect((0...1).contains(p)) }
            if let ci = c.confidenceInterval { #expect(ci.lower <= r && r <= ci.upper) }
        }
    }

    @Test func meanLiesBetweenMinimumAndMaximum() async {
        await propertyCheck(input: Gen.double(in: -1e6...1e6).array(of: 1...50)) { values in
            let mean = Descriptive.mean(values) ?? .nan
            #expect((values.min() ?? 0) - 1e-6 <= mean && mean <= (values.max() ?? 0) + 1e-6)
        }
    }

    @Test func percentilesAreMonotone() async {
        await propertyCheck(input: Gen.double(in: 40...400).array(of: 1...40)) { values in
            let ps = [0.0, 5, 25, 50, 75, 95, 100].compactMap { Descriptive.percentile(values, $0) }
            #expect(ps.count == 7)
            #expect(zip(ps, ps.dropFirst()).allSatisfy { $0 <= $1 })
            #expect(ps.first == values.min() && ps.last == values.max())
        }
    }

    /// Few distinct values too, as sensor intervals are: selection must cope with long runs of equals.
    @Test func theMedianBySelectionIsTheMedianOfTheSortedValues() async {
        await propertyCheck(input: Gen.double(in: 0...1000).array(of: 1...80), Gen.int(in: 1...4)) { values, digits in
            let coarse = values.map { ($0 / pow(10, Double(digits))).rounded() }
            for sample in [values, coarse] {
                let sorted = sample.sorted(), middle = sorted.count / 2
                let expected = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
                #expect(Descriptive.median(sample) == expected)
            }
        }
        #expect(Descriptive.median([]) == nil)
    }

    @Test func holmNeverLowersAndKeepsTheOrder() async {
        await propertyCheck(input: Gen.double(in: 0...1).array(of: 0...12)) { ps in
            let adjusted = HolmCorrection.adjust(ps)
            #expect(zip(ps, adjusted).allSatisfy { $0 <= $1 && $1 <= 1 })
            for i in ps.indices { for j in ps.indices where ps[i] < ps[j] { #expect(adjusted[i] <= adjusted[j]) } }
        }
    }

    @Test func tDistributionIsSymmetricAndMonotone() async {
        await propertyCheck(input: Gen.double(in: -20...20), Gen.double(in: 0.5...200)) { t, df in
            guard let dist = try? StudentT(degreesOfFreedom: df) else { return }
            #expect(abs(dist.cdf(t) + dist.cdf(-t) - 1) < 1e-9)
            #expect(dist.cdf(t) <= dist.cdf(t + 0.5) + 1e-12)
        }
    }

    @Test func periodRangesContainTheirDateAndFollowEachOther() async {
        await propertyCheck(input: Gen.int(in: -25_000...300_000)) { n in
            let date = LocalDate(dayNumber: n)
            for period in AnalysisPeriod.allCases {
                let range = period.range(containing: date)
                #expect(range.contains(date))
                #expect(period.previousRange(before: date).upperBound.adding(days: 1) == range.lowerBound)
            }
            let week = AnalysisPeriod.week.range(containing: date)
            #expect(week.lowerBound.weekday == 1 && week.upperBound.days(since: week.lowerBound) == 6)
            #expect(AnalysisPeriod.month.range(containing: date).lowerBound.day == 1)
        }
    }

    @Test func glucoseProfileIsMonotoneAndCountsAddUp() async {
        await propertyCheck(count: 50, input: Gen.double(in: 40...400).array(of: 1...300)) { values in
            let start = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01T00:00Z
            // Readings every 7 minutes from midnight UTC, so several land in each 15-minute slot.
            let readings = values.enumerated().map { TimedValue(time: start + Double($0 * 420), value: $1) }
            let day = LocalDate(dayNumber: 19_723)
            guard let r = try? GlucoseReport(readings: readings, from: day, to: day.adding(days: 2),
                                             timeZone: .gmt, slotMinutes: 15) else { Issue.record("refused"); return }
            #expect(r.count == values.count)
            #expect(r.profile.reduce(0) { $0 + $1.count } == values.count)
            #expect(r.days.reduce(0) { $0 + $1.count } == values.count)
            let shares = r.timeInRanges
            #expect(abs(shares.veryLow + shares.low + shares.inRange + shares.high + shares.veryHigh - 1) < 1e-9)
            for slot in r.profile {
                let ps = [slot.p5, slot.p25, slot.p50, slot.p75, slot.p95].compactMap { $0 }
                #expect(zip(ps, ps.dropFirst()).allSatisfy { $0 <= $1 })
            }
            if let mean = r.mean, let low = values.min(), let high = values.max() { #expect(low - 1e-9 <= mean && mean <= high + 1e-9) }
        }
    }
}
