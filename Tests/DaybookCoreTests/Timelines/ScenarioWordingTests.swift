@testable import DaybookCore
import DaybookTestSupport
import Foundation
import Testing

/// `ScenarioWording`: English and German as the scenario holds them, a built-in scenario's
/// translation in the other languages, English for everything else.
@Suite struct ScenarioWordingTests {
    static func builtIn(named: String = "trip") throws -> Scenario {
        try Scenario(
            named: named, nameEn: "Trip", nameDe: "Reise", textEn: "A trip.", textDe: "Eine Reise.", unit: .km,
            start: .number(0), end: .number(100),
            events: [10, 90].enumerated().map { index, at in
                Scenario.Event(start: .number(at), unit: .km, textEn: "Event \(index)", textDe: "Ereignis \(index)", major: true)
            })
    }

    static let french = ScenarioTranslation(name: "Voyage", text: "Un voyage.", events: ["Événement 0", "Événement 1"])

    static func wording() throws -> ScenarioWording {
        try ScenarioWording(builtIn: [try builtIn()], translations: [.fr: ["trip": french]])
    }

    @Test func aBuiltInScenarioReadsItsTranslationAndEnglishAndGermanStayAsWritten() throws {
        let wording = try Self.wording()
        let scenario = try Self.builtIn()
        #expect(wording.name(of: scenario, in: .fr) == "Voyage")
        #expect(wording.text(of: scenario, in: .fr) == "Un voyage.")
        #expect(scenario.events.map { wording.text(of: $0, of: scenario, in: .fr) } == ["Événement 0", "Événement 1"])
        #expect(wording.name(of: scenario, in: .de) == "Reise")
        #expect(wording.text(of: scenario.events[1], of: scenario, in: .de) == "Ereignis 1")
        #expect(wording.name(of: scenario, in: .en) == "Trip")
        // A language without a translation reads English.
        #expect(wording.name(of: scenario, in: .pl) == "Trip")
        #expect(wording.text(of: scenario.events[0], of: scenario, in: .pl) == "Event 0")
    }

    @Test func anImportedScenarioReadsEnglishInEveryOtherLanguage() throws {
        let wording = try Self.wording()
        let imported = try Self.builtIn(named: "my-trip")
        #expect(wording.name(of: imported, in: .fr) == "Trip")
        #expect(wording.text(of: imported, in: .fr) == "A trip.")
        #expect(wording.text(of: imported.events[0], of: imported, in: .fr) == "Event 0")
        #expect(wording.name(of: imported, in: .de) == "Reise")
    }

    @Test func aRunReadsItsScenariosTranslationWhileItsEnglishIsTheSame() throws {
        let wording = try Self.wording()
        let run = try TimelineRun(scenario: try Self.builtIn(), totalTime: 100, now: Date(timeIntervalSince1970: 0))
        #expect(wording.name(ofRunOf: "trip", nameEn: "Trip", nameDe: "Reise", in: .fr) == "Voyage")
        #expect(run.events.map { wording.text(of: $0, ofRunOf: "trip", in: .fr) } == ["Événement 0", "Événement 1"])
        // A run stored before the built-in English changed keeps its own English rather than a
        // translation of another text.
        let older = TimelineRun.Event(index: 0, textEn: "An older event", textDe: "Ein älteres Ereignis", major: true, displayTiming: 1)
        #expect(wording.text(of: older, ofRunOf: "trip", in: .fr) == "An older event")
        #expect(wording.name(ofRunOf: "trip", nameEn: "Old trip", nameDe: "Alte Reise", in: .fr) == "Old trip")
        // An index the scenario no longer has reads English too.
        let gone = TimelineRun.Event(index: 7, textEn: "Event 7", textDe: "Ereignis 7", major: true, displayTiming: 1)
        #expect(wording.text(of: gone, ofRunOf: "trip", in: .fr) == "Event 7")
    }

    @Test func aNotificationSpeaksTheTranslation() throws {
        let wording = try Self.wording()
        let run = try TimelineRun(scenario: try Self.builtIn(), totalTime: 100, now: Date(timeIntervalSince1970: 0))
        let words = Catalogue(language: .fr, texts: ["timelineEvents.one": "{count} événement", "timelineEvents.other": "{count} événements"])
        let first = try #require(run.notifications.first)
        #expect(first.message(run: run, scenarioName: "Voyage", wording: wording, words: words) == .init(title: "Voyage", body: "Événement 0"))
    }

    @Test func aTranslationThatDoesNotFitItsScenarioIsRefused() throws {
        let scenario = try Self.builtIn()
        let short = ScenarioTranslation(name: "Voyage", text: "Un voyage.", events: ["Événement 0"])
        #expect(throws: ValidationError(field: "fr.trip.events", "must hold 2 texts, one per event of trip, not 1")) {
            try ScenarioWording(builtIn: [scenario], translations: [.fr: ["trip": short]])
        }
        let blank = ScenarioTranslation(name: "Voyage", text: "Un voyage.", events: ["Événement 0", " "])
        #expect(throws: ValidationError(field: "fr.trip.events[1]", "must not be empty")) {
            try ScenarioWording(builtIn: [scenario], translations: [.fr: ["trip": blank]])
        }
        let unnamed = ScenarioTranslation(name: "", text: "Un voyage.", events: ["Événement 0", "Événement 1"])
        #expect(throws: ValidationError.self) { try ScenarioWording(builtIn: [scenario], translations: [.fr: ["trip": unnamed]]) }
        #expect(throws: ValidationError.self) { try ScenarioWording(builtIn: [scenario], translations: [.fr: ["elsewhere": Self.french]]) }
        let withEra = ScenarioTranslation(name: "Voyage", text: "Un voyage.", events: ["Événement 0", "Événement 1"],
                                          eras: [.init(name: "Ère", text: "")])
        #expect(throws: ValidationError(field: "fr.trip.eras", "must hold 0 eras, one per era of trip, not 1")) {
            try ScenarioWording(builtIn: [scenario], translations: [.fr: ["trip": withEra]])
        }
    }
}
