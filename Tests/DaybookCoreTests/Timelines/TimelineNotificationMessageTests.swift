@testable import DaybookCore
import DaybookTestSupport
import Foundation
import Testing

@Suite struct TimelineNotificationMessageTests {
    private let english = Catalogue(language: .en, texts: ["timelineEvents.one": "{count} event", "timelineEvents.other": "{count} events"])
    private let german = Catalogue(language: .de, texts: ["timelineEvents.one": "{count} Ereignis", "timelineEvents.other": "{count} Ereignisse"])

    private func run() throws -> TimelineRun {
        let scenario = try TimelineFixtures.scenario(
            unit: .km, start: .number(0), end: .number(100),
            events: [(.number(10), true), (.number(99.5), true), (.number(100), true)])
        return try TimelineRun(scenario: scenario, totalTime: 100, now: Date(timeIntervalSince1970: 0))
    }

    @Test func oneEventIsToldByItsOwnText() throws {
        let run = try run()
        let single = try #require(run.notifications.first)
        #expect(single.eventIndexes == [0])
        #expect(single.message(run: run, scenarioName: "Trip", wording: ScenarioWording(), words: english)
                == .init(title: "Trip", body: "Event 0"))
        #expect(single.message(run: run, scenarioName: "Reise", wording: ScenarioWording(), words: german)
                == .init(title: "Reise", body: "Ereignis 0"))
    }

    @Test func aBurstIsCountedAndListsEveryText() throws {
        let run = try run()
        let burst = try #require(run.notifications.last)
        // 99.5 s and 100 s are less than a second apart: one notification.
        #expect(burst.eventIndexes == [1, 2])
        #expect(burst.message(run: run, scenarioName: "Trip", wording: ScenarioWording(), words: english)
                == .init(title: "Trip: 2 events", body: "Event 1\nEvent 2"))
        #expect(burst.message(run: run, scenarioName: "Reise", wording: ScenarioWording(), words: german)
                == .init(title: "Reise: 2 Ereignisse", body: "Ereignis 1\nEreignis 2"))
    }
}
