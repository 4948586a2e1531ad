import DaybookCore
import Foundation

/// The message catalogues: one JSON file per language in `Catalogues/` (`en.json`, `de.json`, `fr.json`,
/// `pt-BR.json` …), each a flat object of `"key": "text"`. The files are read once, the first time any
/// language is asked for; the server, the application and the commands take their words from here and
/// hand them down as `Catalogue` values.
public enum Catalogues {
    /// The words of `language`. A message its file lacks reads as English's (a key added on one branch
    /// before its translation is a word in English, not a bare key); the catalogue check keeps shipped
    /// languages from lacking any.
    public static func of(_ language: Language) -> Catalogue { all[language] ?? Catalogue(language: language, texts: [:]) }

    /// What the language's own file holds, without English filled in: what the catalogue check reads.
    public static func own(_ language: Language) throws -> [String: String] {
        guard let url = Bundle.module.url(forResource: language.rawValue, withExtension: "json", subdirectory: "Catalogues") else {
            throw CatalogueError.missing(language)
        }
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard let texts = object as? [String: String] else { throw CatalogueError.notFlat(language) }
        return texts
    }

    private static let all: [Language: Catalogue] = {
        let english = (try? own(.en)) ?? [:]
        return Dictionary(uniqueKeysWithValues: Language.allCases.map { language in
            let texts = language == .en ? english : english.merging((try? own(language)) ?? [:]) { $1 }
            return (language, Catalogue(language: language, texts: texts))
        })
    }()
}

public enum CatalogueError: Error, Equatable, CustomStringConvertible {
    case missing(Language)
    case notFlat(Language)

    public var description: String {
        switch self {
        case let .missing(language): "Catalogues/\(language.rawValue).json is missing"
        case let .notFlat(language): "Catalogues/\(language.rawValue).json is not a flat object of texts"
        }
    }
}
