import Foundation
import Testing
@testable import DaybookCore

@Suite struct GlucoseReportTests {
    typealias F = InsightFixtures

    func at(_ hour: Int, _ minute: Int, _ value: Double, day: Int = 1) -> TimedValue {
        TimedValue(time: F.instant(2024, 1, day, hour, minute, in: F.utc), value: value)
    }

    /// Five readings on 2024-01-01 (UTC), one per range: 50, 60, 100, 200, 300 mg/dL; one reading on
    /// 2 January that a one-day report leaves out.
    var readings: [TimedValue] {
        [at(0, 0, 50), at(0, 5, 60), at(0, 10, 100), at(0, 15, 200), at(12, 0, 300), at(8, 0, 999, day: 2)]
    }

    @Test func tinySetComputedByHand() throws {
        let day = F.date("2024-01-01")
        let r = try GlucoseReport(readings: readings, carbs: [at(8, 0, 30), at(13, 0, 45), at(8, 0, 99, day: 2)],
                                  insulin: [at(8, 0, 4), at(13, 0, 6)], from: day, to: day, timeZone: F.utc,
                                  slotMinutes: 15)
        // Mean 710/5 = 142; deviations −92, −82, −42, 58, 158 → squares 45 280, /4 = 11 320, √ = 106.39549.
        #expect(r.count == 5)
        #expect(abs(try #require(r.mean) - 142) < 1e-9)
        #expect(abs(try #require(r.sd) - 106.39549) < 1e-5)
        #expect(abs(try #require(r.cv) - 106.39549 / 142) < 1e-6)
        // GMI = 3.31 + 0.02392 × 142 = 6.70664 %.
        #expect(abs(try #require(r.gmi) - 6.70664) < 1e-9)
        // One reading in each of the five ranges.
        #expect(r.timeInRanges == TimeInRanges(veryLow: 0.2, low: 0.2, inRange: 0.2, high: 0.2, veryHigh: 0.2))
        // 5 of the 288 five-minute readings of one day.
        #expect(abs(r.dataSufficiency - 5.0 / 288) < 1e-12)
        #expect(r.days.count == 1)
        #expect(r.days[0].min == 50)
        #expect(r.days[0].max == 300)
        #expect(r.days[0].carbs == 75)
        #expect(r.days[0].insulin == 10)
        #expect(r.days[0].protein == 0)
        // 15-minute slots: 96. Slot 0 holds 50, 60, 100: p5 rank 0.1 → 51, p25 rank 0.5 → 55, p50 60,
        // p75 rank 1.5 → 80, p95 rank 1.9 → 96. Slot 1 (00:15) holds 200; slot 48 (12:00) holds 300.
        #expect(r.profile.count == 96)
        let first = r.profile[0]
        #expect(first.count == 3)
        #expect(abs(try #require(first.p5) - 51) < 1e-9)
        #expect(first.p25 == 55)
        #expect(first.p50 == 60)
        #expect(first.p75 == 80)
        #expect(abs(try #require(first.p95) - 96) < 1e-9)
        #expect(r.profile[1].p50 == 200)
        #expect(r.profile[48].minuteOfDay == 720)
        #expect(r.profile[48].p5 == 300)
        #expect(r.profile[2].count == 0)
        #expect(r.profile[2].p50 == nil)
    }

    /// The consensus minimum: readings over 70 % of the time, and 14 days for GMI. One reading is no
    /// "100 % in range"; a fortnight of 5-minute readings is.
    @Test func enoughReadingsAreThoseOfSeventyPercentOfTheTime() throws {
        let day = F.date("2024-01-01")
        let one = try GlucoseReport(readings: [at(8, 0, 110)], from: day, to: day, timeZone: F.utc, unit: .mgPerDL)
        #expect(!one.hasEnoughReadings && !one.spansEnoughDaysForGMI)
        let fortnight = (1...14).flatMap { d in (0..<288).map { at($0 / 12, $0 % 12 * 5, 120, day: d) } }
        let full = try GlucoseReport(readings: fortnight, from: day, to: F.date("2024-01-14"), timeZone: F.utc, unit: .mgPerDL)
        #expect(full.hasEnoughReadings && full.spansEnoughDaysForGMI)
        let week = try GlucoseReport(readings: fortnight, from: day, to: F.date("2024-01-07"), timeZone: F.utc, unit: .mgPerDL)
        #expect(week.hasEnoughReadings && !week.spansEnoughDaysForGMI)
        let sparse = try GlucoseReport(readings: fortnight.enumerated().filter { $0.offset % 2 == 0 }.map(\.element),
                                       from: day, to: F.date("2024-01-14"), timeZone: F.utc, unit: .mgPerDL)
        #expect(!sparse.hasEnoughReadings, "half the readings are less than 70 %")
    }

    @Test func reportsInMillimolesPerLitre() throws {
        let day = F.date("2024-01-01")
        let r = try GlucoseReport(readings: readings, from: day, to: day, timeZone: F.utc, unit: .mmolPerL)
        // 142 / 18.01559 = 7.882062; the shares, CV and GMI do not change with the unit.
        #expect(abs(try #require(r.mean) - 7.882062) < 1e-6)
        #expect(abs(try #require(r.days[0].min) - 50 / 18.01559) < 1e-9)
        #expect(abs(try #require(r.gmi) - 6.70664) < 1e-9)
        #expect(abs(try #require(r.cv) - 106.39549 / 142) < 1e-6)
        #expect(r.timeInRanges.inRange == 0.2)
    }

    @Test func rangeBoundariesFollowTheConsensus() {
        // < 54 very low; 54–69 low; 70–180 in range; 181–250 high; > 250 very high.
        #expect([53.9, 54, 69.9, 70, 180, 180.1, 250, 250.1].map(TimeInRanges.rangeIndex) == [0, 1, 1, 2, 2, 3, 3, 4])
    }

    @Test func emptyRangeHasDaysButNoStatistics() throws {
        let r = try GlucoseReport(readings: [], from: F.date("2024-01-01"), to: F.date("2024-01-03"), timeZone: F.utc)
        #expect(r.count == 0)
        #expect(r.mean == nil)
        #expect(r.sd == nil)
        #expect(r.gmi == nil)
        #expect(r.dataSufficiency == 0)
        #expect(r.days.map(\.date) == [F.date("2024-01-01"), F.date("2024-01-02"), F.date("2024-01-03")])
        #expect(r.profile.count == 288)
        #expect(r.profile.allSatisfy { $0.p50 == nil })
        #expect(r.timeInRanges.inRange == 0)
    }

    @Test func oneReadingHasAMeanButNoSpread() throws {
        let day = F.date("2024-01-01")
        let r = try GlucoseReport(readings: [at(7, 3, 120)], from: day, to: day, timeZone: F.utc)
        #expect(r.mean == 120)
        #expect(r.sd == nil)
        #expect(r.cv == nil)
        #expect(r.days[0].sd == nil)
        // 07:03 falls in the five-minute slot starting 07:00 (slot 84).
        #expect(r.profile[84].p50 == 120)
    }

    @Test func constantReadingsHaveZeroSD() throws {
        let day = F.date("2024-01-01")
        let r = try GlucoseReport(readings: (0..<12).map { at(1, $0 * 5, 110) }, from: day, to: day, timeZone: F.utc)
        #expect(r.sd == 0)
        #expect(r.cv == 0)
        #expect(r.days[0].mean == 110)
    }

    @Test func smoothingAveragesNeighbouringSlots() throws {
        let day = F.date("2024-01-01")
        // 60-minute slots with medians 100 (00:00), 130 (01:00), 160 (02:00). Half-width 1, circular:
        // slot 1 → (100 + 130 + 160)/3 = 130; slot 0 → (100 + 130)/2 = 115 (slot 23 is empty).
        let r = try GlucoseReport(readings: [at(0, 0, 100), at(1, 0, 130), at(2, 0, 160)], from: day, to: day,
                                  timeZone: F.utc, slotMinutes: 60, smoothingSlots: 1)
        #expect(r.profile[1].p50 == 130)
        #expect(r.profile[0].p50 == 115)
        #expect(r.profile[3].p50 == nil)
    }

    @Test func localDaysFollowTheTimeZone() throws {
        // 23:30 UTC on 1 January is 00:30 on 2 January in Berlin.
        let r = try GlucoseReport(readings: [at(23, 30, 100)], from: F.date("2024-01-02"), to: F.date("2024-01-02"),
                                  timeZone: F.berlin)
        #expect(r.count == 1)
        #expect(r.profile[6].count == 1)  // 00:30 → slot 6 of 5 minutes
    }

    @Test func badParametersAreRefused() {
        let day = F.date("2024-01-02")
        #expect(throws: ValidationError(field: "to", "must not be before from")) {
            try GlucoseReport(readings: [], from: day, to: day.adding(days: -1), timeZone: F.utc)
        }
        #expect(throws: ValidationError.self) {
            try GlucoseReport(readings: [], from: day, to: day, timeZone: F.utc, slotMinutes: 7)
        }
        #expect(throws: ValidationError.self) {
            try GlucoseReport(readings: [], from: day, to: day.adding(days: 20_000), timeZone: F.utc)
        }
    }
}
