@testable import DaybookCore
import DaybookTestSupport
import Foundation
import Testing

/// The built-in scenarios' translations the server ships in
/// Sources/DaybookServer/Resources/Scenarios/Translations: one file per shipped language other than
/// English and German, each with a text for every scenario, event and era, and the same numbers.
@Suite struct ShippedScenarioTranslationTests {
    struct File: Decodable {
        var language: Language
        var license: String
        var scenarios: [String: ScenarioTranslation]
    }

    static let languages = Language.shipped.filter { ![.en, .de].contains($0) }

    static var folder: URL { TimelineFixtures.scenariosFolder.appendingPathComponent("Translations") }

    static func file(_ language: Language) throws -> File {
        try JSONDecoder().decode(File.self, from: Data(contentsOf: folder.appendingPathComponent(language.rawValue + ".json")))
    }

    @Test func thereIsOneFileForEachShippedLanguageBesidesEnglishAndGerman() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
        #expect(Set(files) == Set(Self.languages.map { $0.rawValue + ".json" }))
    }

    @Test(arguments: languages)
    func everyScenarioEventAndEraHasAText(language: Language) throws {
        let file = try Self.file(language)
        #expect(file.language == language)
        #expect(file.license.contains("CC BY-SA"))
        #expect(Set(file.scenarios.keys) == Set(ShippedScenarioTests.names))
        var scenarios: [Scenario] = []
        for named in ShippedScenarioTests.names {
            let scenario = try TimelineFixtures.shipped(named)
            scenarios.append(scenario)
            let translation = try #require(file.scenarios[named])
            // Events are kept by position: as many texts as the scenario has events, in its order.
            #expect(translation.events.count == scenario.events.count, "\(language.rawValue) \(named)")
            #expect(translation.eras.count == scenario.eras.count, "\(language.rawValue) \(named)")
            let texts = [translation.name, translation.text] + translation.events + translation.eras.flatMap { [$0.name, $0.text] }
            #expect(texts.allSatisfy { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }, "\(language.rawValue) \(named)")
            // Translated, not copied: a name and at most a couple of events (a proper name) read as in English.
            #expect(translation.name != scenario.nameEn && translation.text != scenario.textEn)
            #expect(zip(translation.events, scenario.events).filter { $0 == $1.textEn }.count <= 2, "\(language.rawValue) \(named)")
        }
        // The server holds each translation to its scenario the same way when it starts.
        _ = try ScenarioWording(builtIn: scenarios, translations: [language: file.scenarios])
    }

    /// Each text carries the English text's numbers, written with the language's separators.
    @Test(arguments: languages)
    func numbersAreTheEnglishOnes(language: Language) throws {
        let file = try Self.file(language)
        for named in ShippedScenarioTests.names {
            let scenario = try TimelineFixtures.shipped(named)
            let translation = try #require(file.scenarios[named])
            let pairs = [("text", scenario.textEn, translation.text)]
                + zip(scenario.events, translation.events).enumerated().map { ("events[\($0)]", $1.0.textEn, $1.1) }
            for (field, english, translated) in pairs where !Self.countedDifferently(language, named, field) {
                #expect(Self.digits(translated) == Self.digits(english), "\(language.rawValue) \(named) \(field): \(translated)")
                // No decimal point: "538.8" is "538,8" in every language but English.
                #expect(translated.firstMatch(of: /\d\.\d{1,2}(?!\d)/) == nil, "\(language.rawValue) \(named) \(field): \(translated)")
            }
        }
    }

    /// Spanish counts thousands of millions: 13.8 billion years are "13.800 millones de años".
    static func countedDifferently(_ language: Language, _ named: String, _ field: String) -> Bool {
        language == .es && named == "cosmic-calendar" && ["text", "events[3]"].contains(field)
    }

    /// The digits of each number, its separators left out ("4,567" and "4 567" are both "4567").
    static func digits(_ text: String) -> [String] {
        let characters = Array(text)
        let separators: Set<Character> = [",", ".", " ", "\u{00A0}", "\u{202F}"]
        let joined = characters.indices.filter { index in
            !(separators.contains(characters[index]) && index > 0 && index + 1 < characters.count
              && characters[index - 1].isNumber && characters[index + 1].isNumber)
        }.map { characters[$0] }
        return String(joined).matches(of: /\d+/).map { String($0.output) }.sorted()
    }
}
