import Foundation

/// A built-in scenario's texts in one language other than English and German: its name and text,
/// each event's text by the event's position in the scenario, and each era's name and text.
/// Imported scenarios have none; the seed files that people import and export hold English and German.
public struct ScenarioTranslation: Sendable, Hashable, Codable {
    public struct Era: Sendable, Hashable, Codable {
        public let name: String
        public let text: String

        public init(name: String, text: String) {
            self.name = name
            self.text = text
        }
    }

    public let name: String
    public let text: String
    /// One text per event, in the scenario's order.
    public let events: [String]
    /// One per era, in the scenario's order.
    public let eras: [Era]

    public init(name: String, text: String, events: [String], eras: [Era] = []) {
        self.name = name
        self.text = text
        self.events = events
        self.eras = eras
    }

    private enum CodingKeys: String, CodingKey {
        case name, text, events, eras
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        text = try c.decode(String.self, forKey: .text)
        events = try c.decode([String].self, forKey: .events)
        eras = try c.decodeIfPresent([Era].self, forKey: .eras) ?? []
    }

    /// Holds the translation to the scenario it translates: a text for every event and era, none
    /// of them empty. Errors name the field, e.g. "events[3]".
    public func check(against scenario: Scenario) throws(ValidationError) {
        try Self.requireText(name, field: "name")
        try Self.requireText(text, field: "text")
        guard events.count == scenario.events.count else {
            throw ValidationError(field: "events", "must hold \(scenario.events.count) texts, one per event of \(scenario.named), not \(events.count)")
        }
        for (position, event) in events.enumerated() { try Self.requireText(event, field: "events[\(position)]") }
        guard eras.count == scenario.eras.count else {
            throw ValidationError(field: "eras", "must hold \(scenario.eras.count) eras, one per era of \(scenario.named), not \(eras.count)")
        }
        for (position, (era, source)) in zip(eras, scenario.eras).enumerated() {
            // An era without a headline or text in English has none to translate.
            if !source.nameEn.isEmpty { try Self.requireText(era.name, field: "eras[\(position)].name") }
            if !source.textEn.isEmpty { try Self.requireText(era.text, field: "eras[\(position)].text") }
        }
    }

    private static func requireText(_ text: String, field: String) throws(ValidationError) {
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw ValidationError(field: field, "must not be empty")
        }
    }
}
