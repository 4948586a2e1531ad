/// The one place that answers which words a scenario, or a run of one, shows in a language:
/// English and German as the scenario holds them; in another language a built-in scenario's
/// translation, and English for everything else (imported scenarios carry English and German only).
///
/// A translation is used only while the English it was made from is still what the scenario or run
/// says: a run stored before a built-in text changed, or an import that somehow shares a built-in
/// `named`, reads English rather than a translation of something else.
public struct ScenarioWording: Sendable {
    private struct BuiltIn: Sendable {
        let scenario: Scenario
        let translations: [Language: ScenarioTranslation]
    }

    private let builtIn: [String: BuiltIn]

    /// No translations: English and German only.
    public init() {
        builtIn = [:]
    }

    /// The built-in scenarios with their translations (language → `named` → texts). Throws, naming
    /// the language, scenario and field, when a translation is for no built-in scenario or does not
    /// hold a text for each of its events and eras.
    public init(builtIn scenarios: [Scenario], translations: [Language: [String: ScenarioTranslation]]) throws(ValidationError) {
        var byName: [String: [Language: ScenarioTranslation]] = [:]
        for (language, scenarioTexts) in translations {
            for (named, translation) in scenarioTexts {
                guard let scenario = scenarios.first(where: { $0.named == named }) else {
                    throw ValidationError(field: "\(language.rawValue).\(named)", "is not a built-in scenario")
                }
                do {
                    try translation.check(against: scenario)
                } catch {
                    throw ValidationError(field: "\(language.rawValue).\(named).\(error.field)", error.message)
                }
                byName[named, default: [:]][language] = translation
            }
        }
        builtIn = Dictionary(uniqueKeysWithValues: scenarios.map { ($0.named, BuiltIn(scenario: $0, translations: byName[$0.named] ?? [:])) })
    }

    // MARK: Scenarios

    public func name(of scenario: Scenario, in language: Language) -> String {
        words(en: scenario.nameEn, de: scenario.nameDe, in: language, named: scenario.named) { source, translation in
            (source.nameEn, translation.name)
        }
    }

    public func text(of scenario: Scenario, in language: Language) -> String {
        words(en: scenario.textEn, de: scenario.textDe, in: language, named: scenario.named) { source, translation in
            (source.textEn, translation.text)
        }
    }

    public func text(of event: Scenario.Event, of scenario: Scenario, in language: Language) -> String {
        eventText(en: event.textEn, de: event.textDe, index: event.index, named: scenario.named, in: language)
    }

    /// The era at `position` in `scenario.eras`.
    public func name(ofEraAt position: Int, of scenario: Scenario, in language: Language) -> String {
        let era = scenario.eras[position]
        return words(en: era.nameEn, de: era.nameDe, in: language, named: scenario.named) { source, translation in
            guard source.eras.indices.contains(position), translation.eras.indices.contains(position) else { return nil }
            return (source.eras[position].nameEn, translation.eras[position].name)
        }
    }

    /// The era at `position` in `scenario.eras`.
    public func text(ofEraAt position: Int, of scenario: Scenario, in language: Language) -> String {
        let era = scenario.eras[position]
        return words(en: era.textEn, de: era.textDe, in: language, named: scenario.named) { source, translation in
            guard source.eras.indices.contains(position), translation.eras.indices.contains(position) else { return nil }
            return (source.eras[position].textEn, translation.eras[position].text)
        }
    }

    // MARK: Runs, which keep the scenario's `named`, names and event texts as they were when they started

    public func name(ofRunOf named: String, nameEn: String, nameDe: String, in language: Language) -> String {
        words(en: nameEn, de: nameDe, in: language, named: named) { source, translation in (source.nameEn, translation.name) }
    }

    public func text(of event: TimelineRun.Event, ofRunOf named: String, in language: Language) -> String {
        eventText(en: event.textEn, de: event.textDe, index: event.index, named: named, in: language)
    }

    // MARK: Choosing

    private func eventText(en: String, de: String, index: Int, named: String, in language: Language) -> String {
        words(en: en, de: de, in: language, named: named) { source, translation in
            guard source.events.indices.contains(index), translation.events.indices.contains(index) else { return nil }
            return (source.events[index].textEn, translation.events[index])
        }
    }

    /// `translated` gives the built-in scenario's English for this text and its translation.
    private func words(
        en: String, de: String, in language: Language, named: String,
        translated: (Scenario, ScenarioTranslation) -> (english: String, text: String)?
    ) -> String {
        switch language {
        case .en: return en
        case .de: return de
        default:
            guard let found = builtIn[named], let translation = found.translations[language],
                  let pair = translated(found.scenario, translation), pair.english == en else { return en }
            return pair.text
        }
    }
}
