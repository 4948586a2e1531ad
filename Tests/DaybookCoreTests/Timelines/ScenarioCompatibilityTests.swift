import Foundation
import Testing
@testable import DaybookCore

/// Scenarios are stored as their own JSON: files written before spans, eras, notations and
/// presentations existed still decode, as the same scenario, and are written back unchanged.
@Suite struct ScenarioCompatibilityTests {
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

    @Test func aScenarioWrittenBeforeDecodesWithDefaults() throws {
        let scenario = try Scenario.decode(fromJSON: TimelineFixtures.json(stored))
        #expect(scenario.end == .date(TimelineFixtures.utc(2024, 12, 31)))
        #expect(scenario.eras.isEmpty && scenario.titleForm == .headline && scenario.titlePresentation == nil)
        #expect(scenario.scale == nil)
        #expect(scenario.events.allSatisfy {
            $0.end == nil && $0.startNotation == nil && $0.textForm == .headline && $0.presentation == nil
        })
        #expect(scenario.events[1].license == "CC0")
        // Written back, it has exactly the fields it had.
        let again = try JSONSerialization.jsonObject(with: try scenario.encodedJSON()) as? NSDictionary
        let before = try JSONSerialization.jsonObject(with: TimelineFixtures.json(stored)) as? NSDictionary
        #expect(again == before)
    }

    @Test(arguments: ShippedScenarioTests.names)
    func shippedScenariosAreWrittenWithoutNewFields(named: String) throws {
        let scenario = try TimelineFixtures.shipped(named)
        let object = try JSONSerialization.jsonObject(with: try scenario.encodedJSON()) as? [String: Any]
        let events = object?["events"] as? [[String: Any]] ?? []
        #expect(Set(object.map { Array($0.keys) } ?? []).isDisjoint(with: ["eras", "titleForm", "titlePresentation", "scale"]))
        let eventKeys = Set(events.flatMap(\.keys))
        #expect(eventKeys.isDisjoint(with: ["end", "endDouble", "startNotation", "endNotation", "textForm", "presentation"]))
    }

    @Test func badNewFieldsNameTheirPath() {
        func field(_ extra: String) -> String? {
            let text = stored.replacingOccurrences(of: "\"index\" : 0,", with: "\"index\" : 0, " + extra + ",")
            do {
                _ = try Scenario.decode(fromJSON: TimelineFixtures.json(text))
                return nil
            } catch {
                return error.field
            }
        }
        #expect(field(#""startNotation": {"precision": "fortnight"}"#) == "events[0].startNotation.precision")
        #expect(field(#""textForm": "poem""#) == "events[0].textForm")
        #expect(field(#""end": "2025-06-01""#) == "events[0].end")
        #expect(field(#""end": 3"#) == "events[0].end")
        #expect(field(#""end": "2024-06-01""#) == nil)
    }
}
