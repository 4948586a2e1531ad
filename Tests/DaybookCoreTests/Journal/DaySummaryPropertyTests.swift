import Foundation
import PropertyBased
import Testing
@testable import DaybookCore

/// Relations the summary numbers must keep for any day's entries.
@Suite struct DaySummaryPropertyTests {
    static let glucoseValues = Gen.int(in: 10...1_000).array(of: 0...30)
    static let stressLevels = Gen.int(in: 1...10).array(of: 0...20)
    /// Insulin doses in tenths of a unit with a kind index.
    static let doses = zip(Gen.int(in: 1...1_000), Gen.int(in: 0...2)).array(of: 0...15)

    @Test func glucoseCountsAndMeanStayConsistent() async {
        await propertyCheck(count: 300, input: Self.glucoseValues, Gen.int(in: 40...120), Gen.int(in: 121...400)) { values, hypo, hyper in
            let readings = values.compactMap { try? GlucoseReading(mgPerDL: Double($0), time: noon) }
            let stats = GlucoseDayStats(readings, hypo: Double(hypo), hyper: Double(hyper))
            #expect(stats.count == values.count)
            let inRange = values.filter { $0 >= hypo && $0 <= hyper }.count
            #expect(stats.hypoCount + stats.hyperCount + inRange == values.count)
            #expect(stats.hypoCount == values.filter { $0 < hypo }.count)
            if let mean = stats.mean, let low = stats.min, let high = stats.max {
                #expect(low <= mean + 1e-9 && mean <= high + 1e-9)
                #expect(abs(mean * Double(values.count) - Double(values.reduce(0, +))) < 1e-6)
            } else {
                #expect(values.isEmpty)
            }
        }
    }

    @Test func stressMeanTimesCountIsTheSumOfLevels() async {
        await propertyCheck(count: 300, input: Self.stressLevels) { levels in
            let ratings = levels.compactMap { try? StressRating(level: $0, time: noon) }
            let summary = DaySummary(Day(date: LocalDate(dayNumber: 20_000), stress: ratings), hypo: 70, hyper: 180)
            #expect(summary.stressCount == levels.count)
            if let mean = summary.stressMean {
                #expect(abs(mean * Double(levels.count) - Double(levels.reduce(0, +))) < 1e-9)
                #expect((1...10).contains(mean))
            } else {
                #expect(levels.isEmpty)
            }
        }
    }

    @Test func insulinPerKindAddsUpToTheTotal() async {
        await propertyCheck(count: 300, input: Self.doses) { doses in
            let entries = doses.compactMap { tenths, kind in
                try? InsulinDose(units: Double(tenths) / 10, kind: InsulinKind.allCases[kind], time: noon)
            }
            let summary = DaySummary(Day(date: LocalDate(dayNumber: 20_000), insulin: entries), hypo: 70, hyper: 180)
            #expect(entries.count == doses.count)
            #expect(abs(summary.insulinUnitsByKind.values.reduce(0, +) - summary.insulinUnits) < 1e-9)
            #expect(abs(summary.insulinUnits - Double(doses.map(\.0).reduce(0, +)) / 10) < 1e-9)
            #expect(summary.insulinUnitsByKind.values.allSatisfy { $0 > 0 })
        }
    }
}
