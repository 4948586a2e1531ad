import Foundation

/// The languages Daybook speaks.
public enum Language: String, Sendable, Codable, CaseIterable {
    case en
    case de
    case fr
    case es
    case it
    case nl
    case pl
    case ptBR = "pt-BR"

    /// The languages whose catalogues are complete: only these can be chosen (Settings, the API, the
    /// browser's language at sign-up), and the catalogue check holds them to every message English has.
    /// A language joins this list when its translation lands; until then it is known (plural rules, number
    /// and date formats) but never shown.
    public static let shipped: [Language] = [.en, .de, .fr, .es, .it, .nl, .pl, .ptBR]

    public var isShipped: Bool { Self.shipped.contains(self) }

    /// The language's name in itself, as a menu of languages shows it.
    public var ownName: String {
        switch self {
        case .en: "English"
        case .de: "Deutsch"
        case .fr: "Français"
        case .es: "Español"
        case .it: "Italiano"
        case .nl: "Nederlands"
        case .pl: "Polski"
        case .ptBR: "Português (Brasil)"
        }
    }

    /// The language of a BCP 47 tag ("fr-CA" → French, "pt-PT" → Brazilian Portuguese, the only
    /// Portuguese Daybook has), nil for one it does not speak.
    public init?(tag: String) {
        let subtags = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let primary = subtags.first else { return nil }
        switch primary {
        case "pt": self = .ptBR
        default:
            guard let language = Language(rawValue: String(primary)), language != .ptBR else { return nil }
            self = language
        }
    }

    /// The best match for an HTTP Accept-Language header among `choices`, English when nothing matches.
    public static func preferred(acceptLanguage header: String?, among choices: [Language] = shipped) -> Language {
        guard let header else { return .en }
        let ranked = header.split(separator: ",").compactMap { part -> (String, Double)? in
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = pieces.first?.lowercased(), !tag.isEmpty else { return nil }
            let q = pieces.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return (tag, q)
        }
        // A stable sort: tags of equal weight keep the browser's order.
        let byWeight = ranked.enumerated().sorted { ($0.element.1, -$0.offset) > ($1.element.1, -$1.offset) }
        for (_, (tag, q)) in byWeight where q > 0 {
            if let language = Language(tag: tag), choices.contains(language) { return language }
        }
        return .en
    }
}
