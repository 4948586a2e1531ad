import DaybookTestSupport
import Foundation
import Testing
@testable import DaybookCore

/// Scenarios are stored as their own JSON: files written before spans, eras, notations and
/// presentations existed still decode, as the same scenario, and are written back unchanged.
@Suite struct ScenarioCompatibilityTests {
    private let stored = TimelineFixtures.storedBeforeEras

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
