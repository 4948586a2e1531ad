import DaybookCore
import Foundation

extension TimelineJS {
    /// The scenario as a TimelineJS3 document in one language. `presentYear` places a `yearsago`
    /// scenario on the calendar (year = presentYear − years ago); other units ignore it.
    /// Distances (`ae`, `miokm`, `miomiles`, `km`) have no dates and cannot be exported.
    /// `wording` gives the texts in `language` (a built-in scenario's translation, if it holds one).
    public static func document(of scenario: Scenario, language: Language = .en, wording: ScenarioWording = ScenarioWording(),
                                presentYear: Int? = nil) throws(ValidationError) -> TimelineJSDocument {
        let dates = DateWriter(unit: scenario.unit, presentYear: presentYear)
        var slides: [TimelineJSDocument.Slide] = []
        for event in scenario.events {
            var written = slide(
                text: slideText(wording.text(of: event, of: scenario, in: language), form: event.textForm),
                image: event.image, license: event.license, source: event.source,
                presentation: event.presentation, major: event.major)
            written.startDate = try dates.parts(of: event.startDouble, notation: event.startNotation)
            if let end = event.endDouble { written.endDate = try dates.parts(of: end, notation: event.endNotation) }
            slides.append(written)
        }
        var eras: [TimelineJSDocument.Era] = []
        for (position, era) in scenario.eras.enumerated() {
            let name = wording.name(ofEraAt: position, of: scenario, in: language)
            let text = wording.text(ofEraAt: position, of: scenario, in: language)
            eras.append(TimelineJSDocument.Era(
                startDate: try dates.parts(of: era.startDouble, notation: era.startNotation),
                endDate: try dates.parts(of: era.endDouble, notation: era.endNotation),
                text: name.isEmpty && text.isEmpty
                    ? nil : TimelineJSDocument.Text(headline: name.isEmpty ? nil : name, text: text.isEmpty ? nil : text)))
        }
        let name = wording.name(of: scenario, in: language)
        let text = wording.text(of: scenario, in: language)
        let titleText = scenario.titleForm == .headline
            ? TimelineJSDocument.Text(headline: name, text: text.isEmpty ? nil : text)
            : slideText(text, form: .textOnly)
        let title = slide(text: titleText, image: scenario.image, license: scenario.license, source: scenario.source,
                          presentation: scenario.titlePresentation, major: false)
        let years = slides.flatMap { [$0.startDate?.year, $0.endDate?.year] } + eras.flatMap { [$0.startDate?.year, $0.endDate?.year] }
        return TimelineJSDocument(
            title: title.isEmpty ? nil : title, events: slides, eras: eras.isEmpty ? nil : eras,
            scale: scenario.scale ?? scale(forYears: years.compactMap { $0 }))
    }

    public static func exportJSON(of scenario: Scenario, language: Language = .en, wording: ScenarioWording = ScenarioWording(),
                                  presentYear: Int? = nil) throws(ValidationError) -> Data {
        let document = try document(of: scenario, language: language, wording: wording, presentYear: presentYear)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(document)
        } catch {
            throw ValidationError(field: "scenario", .notWritableAsJSON)
        }
    }
}
