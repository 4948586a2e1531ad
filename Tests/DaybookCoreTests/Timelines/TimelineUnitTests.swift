@testable import DaybookCore
import DaybookTestSupport
import Foundation
import Testing

@Suite struct TimelineUnitTests {
    // Hand-checked: 1970-01-02 is one day (86,400 s) after the epoch; 2000-01-01 is 10,957 days
    // after it (30 years, 7 leap days) = 946,684,800 s; Apollo 11 landed 1969-07-20 20:17:40 UTC,
    // 164 days + 3h42m20s before 1970 = −14,182,940 s.
    @Test func calendarStringsBecomeSecondsSince1970InUTC() throws {
        #expect(try TimelineDateFormat.seconds(parsing: "1970-01-02", field: "start") == 86_400)
        #expect(try TimelineDateFormat.seconds(parsing: "2000-01-01T00:00:00", field: "start") == 946_684_800)
        #expect(try TimelineDateFormat.seconds(parsing: "1969-07-20T20:17:40", field: "start") == -14_182_940)
        #expect(try TimelineDateFormat.seconds(parsing: "1969-07-20T20:17:40Z", field: "start") == -14_182_940)
    }

    @Test func badDateStringsNameTheField() {
        for text in ["2025-02-29", "2025-13-01", "25-01-01", "2025-01-01T24:00:00", "2025-01-01 10:00:00", "now"] {
            #expect(throws: ValidationError.self) { try TimelineDateFormat.seconds(parsing: text, field: "end") }
            do {
                _ = try TimelineDateFormat.seconds(parsing: text, field: "end")
            } catch {
                #expect(error.field == "end")
            }
        }
    }

    @Test func numbersAreTheAxisExceptYearsAgoWhichIsNegated() {
        for unit in [TimelineUnit.ae, .miokm, .miomiles, .km, .year] {
            #expect(unit.axisValue(ofNumber: 12.5) == 12.5)
        }
        #expect(TimelineUnit.yearsago.axisValue(ofNumber: 13_797_000_000) == -13_797_000_000)
        #expect(TimelineUnit.yearsago.number(ofAxisValue: -66_000_000) == 66_000_000)
    }

    // Each unit on a 100-second run; expected timings worked out by hand from
    // displayRatio = 100 / (end − start) and displayTiming = (event − start) × displayRatio.
    @Test(arguments: [TimelineUnit.ae, .miokm, .miomiles, .km, .year])
    func numericUnitsTimeEventsLinearly(unit: TimelineUnit) throws {
        // 0 → 40, event at 10: ratio 2.5 s per unit, timing 25 s.
        let scenario = try TimelineFixtures.numbers(unit, 0, 40, [10, 40])
        #expect(TimeTranslation.displayTimings(of: scenario, totalTime: 100) == [25, 100])
    }

    @Test func yearsAgoRunsTowardThePresent() throws {
        // 1000 years ago → now; 250 years ago is 750 years in: 75 s of 100 s. Ratio 100 / 1000 = 0.1.
        let scenario = try TimelineFixtures.numbers(.yearsago, 1000, 0, [1000, 250, 0])
        #expect(scenario.startDouble == -1000 && scenario.endDouble == 0)
        #expect(TimeTranslation.displayRatio(totalTime: 100, start: scenario.startDouble, end: scenario.endDouble) == 0.1)
        #expect(TimeTranslation.displayTimings(of: scenario, totalTime: 100) == [0, 75, 100])
    }

    @Test func aDescendingDistanceStillCountsUp() throws {
        // 100 km → 0 km, event at 25 km: (25 − 100) × (100 / −100) = 75 s.
        let scenario = try TimelineFixtures.numbers(.km, 100, 0, [25])
        #expect(TimeTranslation.displayTimings(of: scenario, totalTime: 100) == [75])
    }

    @Test func dateUnitCountsDays() throws {
        // 2024-01-01 → 2024-01-11 is 10 days; on a 100 s run one day is 10 s, so 2024-01-02 → 10 s
        // and 2024-02-29 is out of range (checked in the validation tests).
        let s = try TimelineDateFormat.seconds(parsing: "2024-01-01", field: "start")
        let e = try TimelineDateFormat.seconds(parsing: "2024-01-11", field: "end")
        let ev = try TimelineDateFormat.seconds(parsing: "2024-01-02", field: "start")
        let scenario = try TimelineFixtures.scenario(
            unit: .date, start: .date(Date(timeIntervalSince1970: s)), end: .date(Date(timeIntervalSince1970: e)),
            events: [(.date(Date(timeIntervalSince1970: ev)), true)])
        let timings = TimeTranslation.displayTimings(of: scenario, totalTime: 100)
        #expect(abs(timings[0] - 10) < 1e-9)
    }

    @Test func datetimeUnitCountsSeconds() throws {
        // One hour on a 60 s run: 00:30:00 is half way, 30 s.
        let json = """
        {"named":"hour","nameEn":"An hour","nameDe":"Eine Stunde","unit":"datetime",
         "start":"2024-03-01T00:00:00","end":"2024-03-01T01:00:00",
         "events":[{"start":"2024-03-01T00:30:00","textEn":"Half","textDe":"Halb","major":true}]}
        """
        let scenario = try Scenario.decode(fromJSON: TimelineFixtures.json(json))
        #expect(scenario.startDate == TimelineFixtures.utc(2024, 3, 1))
        #expect(scenario.endDouble - scenario.startDouble == 3600)
        #expect(TimeTranslation.displayTimings(of: scenario, totalTime: 60) == [30])
    }
}
