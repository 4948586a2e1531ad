@testable import DaybookCore
import DaybookTestSupport
import Foundation
import Testing

@Suite struct TimelineRunTests {
    private let now = Date(timeIntervalSince1970: 1_000_000)

    @Test func aRunStartsFourSecondsAfterTheRequest() throws {
        let scenario = try TimelineFixtures.numbers(.km, 0, 100, [50])
        let run = try TimelineRun(scenario: scenario, totalTime: 60, now: now)
        #expect(run.startTime == Date(timeIntervalSince1970: 1_000_004))
        #expect(run.named == "test")
        // 60 s over 100 km: 0.6 s per km; 50 km → 30 s.
        #expect(run.displayRatio == 0.6)
        #expect(run.events.map(\.displayTiming) == [30])
        #expect(run.elapsed(at: Date(timeIntervalSince1970: 1_000_014)) == 10)
        #expect(run.elapsed(at: now) == -4)
    }

    @Test func eventsAreDisplayedOnceElapsedReachesTheirTiming() throws {
        // Events given out of order: 80, 20, 50 km on a 100 s run over 100 km → 80, 20, 50 s.
        let scenario = try TimelineFixtures.numbers(.km, 0, 100, [80, 20, 50])
        let run = try TimelineRun(scenario: scenario, totalTime: 100, now: now)
        #expect(run.events.map(\.index) == [1, 2, 0])
        #expect(run.displayedEvents(elapsed: 19.9).isEmpty)
        #expect(run.displayedEvents(elapsed: 20).map(\.index) == [1])
        #expect(run.displayedEvents(elapsed: 79).map(\.index) == [1, 2])
        #expect(run.displayedEvents(elapsed: 100).map(\.index) == [1, 2, 0])
        #expect(run.nextDueTime(elapsed: -4) == 20)
        #expect(run.nextDueTime(elapsed: 20) == 50)
        #expect(run.nextDueTime(elapsed: 80) == nil)
        #expect(!run.isFinished(elapsed: 99.9))
        #expect(run.isFinished(elapsed: 100))
    }

    @Test func runEncodesSeedFieldNames() throws {
        let scenario = try TimelineFixtures.numbers(.km, 0, 100, [50])
        let run = try TimelineRun(scenario: scenario, totalTime: 60, now: now)
        let object = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(run)) as? [String: Any]
        #expect(Set(object?.keys.map { $0 } ?? []) == ["named", "startTime", "totalTime", "displayRatio", "events"])
        let events = object?["events"] as? [[String: Any]]
        #expect(events?.first?["displayTiming"] as? Double == 30)
        // now = 1,000,000 s after 1970 = 1970-01-12T13:46:40Z (11 days 13 h 46 min 40 s); +4 s lead.
        #expect(object?["startTime"] as? String == "1970-01-12T13:46:44.000Z")
        #expect(try JSONDecoder().decode(TimelineRun.self, from: try JSONEncoder().encode(run)) == run)
    }
}

@Suite struct TimelineNotificationTests {
    private func event(_ index: Int, _ timing: Double, major: Bool = true) -> TimelineRun.Event {
        TimelineRun.Event(index: index, textEn: "e", textDe: "e", major: major, displayTiming: timing)
    }

    // Hand-worked: 1.0 and 1.5 share a second; 2.2 is 1.2 s after 1.0, so it opens a new group,
    // which 3.1 joins (0.9 s later); 10 stands alone. Each notification fires at its last event.
    @Test func majorEventsWithinASecondShareOneNotification() {
        let groups = TimelineNotification.coalescing(
            [event(4, 10), event(0, 1.0), event(1, 1.5), event(2, 2.2), event(3, 3.1)])
        #expect(groups == [
            TimelineNotification(dueTime: 1.5, eventIndexes: [0, 1]),
            TimelineNotification(dueTime: 3.1, eventIndexes: [2, 3]),
            TimelineNotification(dueTime: 10, eventIndexes: [4]),
        ])
    }

    // 13.797 billion years in 600 s: t = 600 × (1 − T/13.797e9). Hand-worked: hominins (7 Myr)
    // at 599.696 s, Homo sapiens (300 kyr) 599.987, agriculture (12 kyr) 599.99948, writing
    // (5.2 kyr) 599.99977 — one notification; the dinosaurs' end (66 Myr) at 597.13 s is its own.
    @Test func theCosmicCalendarsLastMomentsBecomeOneNotification() throws {
        let scenario = try TimelineFixtures.shipped("cosmic-calendar")
        let run = try TimelineRun(scenario: scenario, totalTime: 600, now: Date(timeIntervalSince1970: 0))
        let texts = Dictionary(uniqueKeysWithValues: scenario.events.map { ($0.index, $0.textEn) })
        let notifications = run.notifications
        let last = try #require(notifications.last)
        #expect(last.eventIndexes.compactMap { texts[$0] }.map { $0.prefix(12) } ==
                ["The first ho", "Homo sapiens", "Agriculture ", "Writing is i"])
        #expect(abs(last.dueTime - 599.99977) < 1e-4)
        let previous = notifications[notifications.count - 2]
        #expect(previous.eventIndexes.count == 1)
        #expect(abs(previous.dueTime - 597.130) < 1e-3)
        // Every major event is notified exactly once.
        #expect(notifications.flatMap(\.eventIndexes).count == scenario.majorEvents)
        // A scheduler waking at 598 s and again at 600 s sends the last one only.
        #expect(run.notifications(dueAfter: 598, through: 600) == [last])
        #expect(run.notifications(dueAfter: 600, through: 700).isEmpty)
    }
}
