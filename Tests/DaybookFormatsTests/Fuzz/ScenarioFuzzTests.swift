import DaybookCore
import DaybookFormats
import DaybookTestSupport
import Foundation
import PropertyBased
import Testing

/// Uploaded timelines: seed-004 scenario files and TimelineJS documents, damaged. Each decodes
/// or throws a `ValidationError` naming a field; what decodes can be exported and run without trapping.
@Suite(.timeLimit(.minutes(1))) struct ScenarioFuzzTests {
    static let shipped = ["cosmic-calendar", "geologic-time", "solar-system-distances"].compactMap { name in
        try? String(contentsOf: TimelineFixtures.scenariosFolder.appendingPathComponent(name + ".json"), encoding: .utf8)
    }

    static func use(_ scenario: Scenario) {
        _ = try? TimelineJS.exportJSON(of: scenario, language: .en, presentYear: 2026)
        _ = try? TimelineRun(scenario: scenario, totalTime: 3_600, now: Date(timeIntervalSince1970: 1_778_414_400))
        _ = try? scenario.encodedJSON()
    }

    static func checkScenario(_ text: String) {
        do {
            use(try Scenario.decode(fromJSON: Data(text.utf8)))
        } catch {
            #expect(!error.field.isEmpty, "\(error)")
        }
    }

    static func checkTimelineJS(_ text: String) {
        do {
            use(try TimelineJS.scenario(fromJSON: Data(text.utf8), named: "fuzz"))
        } catch {
            #expect(!error.field.isEmpty, "\(error)")
        }
    }

    @Test func theShippedScenariosAreFound() {
        #expect(Self.shipped.count == 3)
    }

    @Test(arguments: 0..<3) func damagedScenarios(index: Int) async {
        guard Self.shipped.indices.contains(index) else { return }
        await propertyCheck(count: 300, input: TextMutation.damaged(Self.shipped[index])) { Self.checkScenario($0) }
    }

    @Test(arguments: 0..<3) func damagedTimelineJSDocuments(index: Int) async {
        guard Self.shipped.indices.contains(index),
              let scenario = try? Scenario.decode(fromJSON: Data(Self.shipped[index].utf8)),
              let document = try? TimelineJS.exportJSON(of: scenario, language: .en, presentYear: 2026)
        else { return }
        let text = String(decoding: document, as: UTF8.self)
        await propertyCheck(count: 300, input: TextMutation.damaged(text)) { Self.checkTimelineJS($0) }
    }

    /// Every unit with hostile start, end and event numbers or date strings.
    @Test func hostilePoints() async {
        let units = TimelineUnit.allCases.map(\.rawValue) + ["bogus"]
        let points = ["0", "-1", "1e300", "-1e300", "1e309", "9223372036854775807", "4.5e9", "\"2026-02-30\"", "\"0000-01-01\"",
                      "\"9999-12-31T23:59:59\"", "\"-13000000000-01-01\"", "\"2026-05-10\"", "null", "\"\""]
        let generator = zip(Gen.int(in: 0...(units.count - 1)), Gen.int(in: 0...(points.count - 1)),
                            Gen.int(in: 0...(points.count - 1)), Gen.int(in: 0...(points.count - 1)))
        await propertyCheck(count: 2_000, input: generator) { unit, start, end, event in
            let text = """
                {"named":"fuzz","nameEn":"Fuzz","nameDe":"Fuzz","unit":"\(units[unit])","start":\(points[start]),"end":\(points[end]),
                 "events":[{"start":\(points[event]),"textEn":"a","textDe":"b","major":true}]}
                """
            Self.checkScenario(text)
        }
    }
}
