@testable import DaybookCore
import DaybookTestSupport
import Foundation
import Testing

@Suite struct ScenarioValidationTests {
    /// The field of the ValidationError `body` throws, or nil when it does not throw one.
    private func field(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as ValidationError {
            return error.field
        } catch {
            return "not a ValidationError: \(error)"
        }
    }

    private func decodeField(_ json: String) -> String? {
        field { _ = try Scenario.decode(fromJSON: TimelineFixtures.json(json)) }
    }

    @Test func endMustDifferFromStart() {
        #expect(field { _ = try TimelineFixtures.numbers(.km, 5, 5, [5]) } == "end")
    }

    @Test func eventsMustLieInsideTheScenarioInclusive() throws {
        // Both ends are allowed; just outside is not, in either axis direction.
        _ = try TimelineFixtures.numbers(.km, 0, 10, [0, 10])
        _ = try TimelineFixtures.numbers(.km, 10, 0, [0, 10])
        #expect(field { _ = try TimelineFixtures.numbers(.km, 0, 10, [1, 10.5]) } == "events[1].start")
        #expect(field { _ = try TimelineFixtures.numbers(.km, 10, 0, [5, 2, -0.1]) } == "events[2].start")
        // 1000 years ago → now: an event 1001 years ago is before the start.
        #expect(field { _ = try TimelineFixtures.numbers(.yearsago, 1000, 0, [500, 1001]) } == "events[1].start")
        #expect(field { _ = try TimelineFixtures.numbers(.yearsago, 1000, 0, [-1]) } == "events[0].start")
    }

    @Test func spansTooSmallToRunAreRefused() throws {
        // 600 s over the smallest positive double of km overflows the display ratio to infinity.
        let scenario = try TimelineFixtures.numbers(.km, 0, .leastNonzeroMagnitude, [0])
        #expect(field { _ = try TimelineRun(scenario: scenario, totalTime: 600, now: Date()) } == "end")
    }

    @Test func datesOutsideFourDigitYearsAreRefused() {
        let far = TimelinePoint.date(Date(timeIntervalSince1970: 1e15))
        let ok = TimelinePoint.date(Date(timeIntervalSince1970: 0))
        #expect(field { _ = try TimelineFixtures.scenario(unit: .datetime, start: ok, end: far, events: [(ok, true)]) }
            == "end")
    }

    @Test func aScenarioNeedsEvents() {
        #expect(field { _ = try TimelineFixtures.numbers(.km, 0, 10, []) } == "events")
    }

    @Test func runTimeIsTenSecondsToSevenDays() throws {
        let scenario = try TimelineFixtures.numbers(.km, 0, 10, [5])
        let now = Date(timeIntervalSince1970: 0)
        _ = try TimelineRun(scenario: scenario, totalTime: 10, now: now)
        _ = try TimelineRun(scenario: scenario, totalTime: 604_800, now: now)
        for bad in [9.99, 604_801, 0, -60, .nan, .infinity] {
            #expect(field { _ = try TimelineRun(scenario: scenario, totalTime: bad, now: now) } == "totalTime")
        }
    }

    @Test func badFilesNameTheEventAndField() {
        let head = #""named":"x","nameEn":"X","nameDe":"X""#
        // The second event's date does not exist.
        #expect(decodeField("""
            {\(head),"unit":"date","start":"2024-01-01","end":"2024-12-31","events":[
             {"start":"2024-02-01","textEn":"a","textDe":"a"},{"start":"2024-02-30","textEn":"b","textDe":"b"}]}
            """) == "events[1].start")
        // A number where the datetime unit needs a string.
        #expect(decodeField("""
            {\(head),"unit":"datetime","start":0,"end":"2024-12-31T00:00:00","events":[]}
            """) == "start")
        // A string where a distance needs a number.
        #expect(decodeField("""
            {\(head),"unit":"ae","start":0,"end":5,"events":[{"start":"far","textEn":"a","textDe":"a"}]}
            """) == "events[0].start")
        #expect(decodeField("""
            {\(head),"unit":"lightyears","start":0,"end":5,"events":[]}
            """) == "unit")
        // A missing German text, in the fourth event.
        #expect(decodeField("""
            {\(head),"unit":"km","start":0,"end":5,"events":[
             {"start":1,"textEn":"a","textDe":"a"},{"start":2,"textEn":"b","textDe":"b"},
             {"start":3,"textEn":"c","textDe":"c"},{"start":4,"textEn":"d"}]}
            """) == "events[3].textDe")
        #expect(decodeField("""
            {\(head),"unit":"km","start":0,"end":5,"events":[{"start":1,"textEn":"a","textDe":" "}]}
            """) == "events[0].textDe")
        #expect(decodeField("""
            {\(head),"unit":"km","start":0,"end":5,"events":[{"start":1,"textEn":"a","textDe":"a","major":"yes"}]}
            """) == "events[0].major")
        #expect(decodeField(#"{"named":"a b","nameEn":"X","nameDe":"X","unit":"km","start":0,"end":1,"events":[]}"#)
            == "named")
        #expect(decodeField("{ not json") == "file")
    }
}
