import DaybookCore
@testable import DaybookFormats
import DaybookTestSupport
import Foundation
import Testing

/// A scenario stored before spans, eras, notations and presentations existed exports to TimelineJS
/// as it did then (its decoding is `ScenarioCompatibilityTests` in the core's tests).
@Suite struct TimelineJSCompatibilityTests {
    private let stored = TimelineFixtures.storedBeforeEras

    @Test func aScenarioWrittenBeforeExportsAsItWas() throws {
        let scenario = try Scenario.decode(fromJSON: TimelineFixtures.json(stored))
        // Its TimelineJS export is what it was: full dates, a titled title, a major group.
        let document = try TimelineJS.document(of: scenario)
        #expect(document.events[1].startDate == TimelineJSDocument.DateParts(year: 2024, month: 2, day: 29))
        #expect(document.events[1].text == TimelineJSDocument.Text(headline: "Leap day", text: "One more day."))
        #expect(document.events[0].group == "major" && document.title?.text?.headline == "Leap year")
    }
}
