@testable import DaybookCore
import DaybookTestSupport
import Foundation
import Testing

/// The catalogue the server ships in Sources/DaybookServer/Resources/Scenarios.
@Suite struct ShippedScenarioTests {
    static let names = ["cosmic-calendar", "geologic-time", "solar-system-distances"]

    @Test func theCatalogueHasExactlyTheseFiles() throws {
        // Beside them: the Translations folder (see ShippedScenarioTranslationTests).
        let files = try FileManager.default.contentsOfDirectory(atPath: TimelineFixtures.scenariosFolder.path)
        #expect(Set(files) == Set(Self.names.map { $0 + ".json" } + ["Translations"]))
    }

    @Test(arguments: names)
    func decodesValidatesAndIsSourcedAndBilingual(named: String) throws {
        let scenario = try TimelineFixtures.shipped(named)
        #expect(scenario.named == named)
        #expect(!(scenario.source ?? "").isEmpty && !(scenario.license ?? "").isEmpty)
        #expect(!scenario.textEn.isEmpty && !scenario.textDe.isEmpty && scenario.nameEn != scenario.nameDe)
        #expect(scenario.majorEvents > 0 && scenario.majorEvents < scenario.totalEvents)
        // German and English texts differ (a forgotten translation would be copied English).
        #expect(scenario.events.filter { $0.textEn == $0.textDe }.count <= 1)
        // Events are listed in time order, so a file reads like the run.
        let values = scenario.events.map(\.startDouble)
        #expect(values == values.sorted())
        // Seed JSON round trip: what the API sends decodes to the same scenario.
        #expect(try Scenario.decode(fromJSON: try scenario.encodedJSON()) == scenario)
        // Each runs in ten minutes.
        let run = try TimelineRun(scenario: scenario, totalTime: 600, now: Date(timeIntervalSince1970: 0))
        #expect(run.events.allSatisfy { (0...600).contains($0.displayTiming) })
    }

    @Test func cosmicCalendarSpansTheAgeOfTheUniverse() throws {
        let scenario = try TimelineFixtures.shipped("cosmic-calendar")
        #expect(scenario.unit == .yearsago)
        #expect(scenario.start == .number(13_797_000_000) && scenario.end == .number(0))
        #expect((20...30).contains(scenario.totalEvents))
    }

    @Test func geologicTimeFollowsTheICSChart() throws {
        let scenario = try TimelineFixtures.shipped("geologic-time")
        let yearsAgo = Set(scenario.events.map { TimelineUnit.yearsago.number(ofAxisValue: $0.startDouble) })
        // A few boundaries from the ICS chart: Phanerozoic 538.8 Ma, Mesozoic 251.902 Ma,
        // Cenozoic 66.0 Ma, Quaternary 2.58 Ma.
        for boundary in [538_800_000.0, 251_902_000, 66_000_000, 2_580_000] {
            #expect(yearsAgo.contains(boundary))
        }
    }

    @Test func summariesCountEventsAndMajorEvents() throws {
        let scenario = try TimelineFixtures.shipped("solar-system-distances")
        let summary = ScenarioSummary(scenario)
        // Counted by hand in the file: 15 events; Sun, 8 planets and the heliopause are major.
        #expect(summary.totalEvents == 15 && summary.majorEvents == 10)
        #expect(summary.named == "solar-system-distances" && summary.unit == .ae)
    }

    @Test func solarSystemDistancesAreInAU() throws {
        let scenario = try TimelineFixtures.shipped("solar-system-distances")
        #expect(scenario.unit == .ae)
        #expect(scenario.events.contains { $0.startDouble == 1 && $0.textEn.hasPrefix("Earth") })
        // Eight planets, all major.
        let planets = ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"]
        #expect(planets.allSatisfy { name in scenario.events.contains { $0.textEn.hasPrefix(name) && $0.major } })
    }
}
