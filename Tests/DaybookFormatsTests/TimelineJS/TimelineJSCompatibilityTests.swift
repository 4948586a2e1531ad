import DaybookCore
@testable import DaybookFormats
import Foundation
import Testing

/// A scenario stored before spans, eras, notations and presentations existed exports to TimelineJS
/// as it did then (its decoding is `ScenarioCompatibilityTests` in the core's tests).
@Suite struct TimelineJSCompatibilityTests {
    /// As the scenario encoder wrote it before (a TimelineJS import of two dated events).
    private let stored = """
    {
      "end" : "2024-12-31",
      "endDouble" : 1735603200,
      "events" : [
        {
          "index" : 0,
          "major" : true,
          "start" : "2024-01-01",
          "startDouble" : 1704067200,
          "textDe" : "Neujahr",
          "textEn" : "New year"
        },
        {
          "image" : "https://example.org/leap.jpg",
          "index" : 1,
          "license" : "CC0",
          "major" : false,
          "source" : "Example",
          "start" : "2024-02-29",
          "startDouble" : 1709164800,
          "textDe" : "Schalttag\\n\\nEin Tag mehr.",
          "textEn" : "Leap day\\n\\nOne more day."
        }
      ],
      "majorEvents" : 1,
      "named" : "leap-year",
      "nameDe" : "Schaltjahr",
      "nameEn" : "Leap year",
      "start" : "2024-01-01",
      "startDouble" : 1704067200,
      "textDe" : "",
      "textEn" : "",
      "totalEvents" : 2,
      "unit" : "date"
    }
    """

    @Test func aScenarioWrittenBeforeExportsAsItWas() throws {
        let scenario = try Scenario.decode(fromJSON: TimelineFixtures.json(stored))
        // Its TimelineJS export is what it was: full dates, a titled title, a major group.
        let document = try TimelineJS.document(of: scenario)
        #expect(document.events[1].startDate == TimelineJSDocument.DateParts(year: 2024, month: 2, day: 29))
        #expect(document.events[1].text == TimelineJSDocument.Text(headline: "Leap day", text: "One more day."))
        #expect(document.events[0].group == "major" && document.title?.text?.headline == "Leap year")
    }
}
