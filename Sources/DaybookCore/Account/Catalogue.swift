import Foundation

/// The words of one language, as plain values: each message by its key, values named in braces
/// (`{count}`, `{date}`), and a counted message as one key per plural category (`key.one`, `key.few`,
/// `key.many`, `key.other`). The catalogue files are read elsewhere (the core does no I/O); every
/// layer that writes words for people takes one of these.
public struct Catalogue: Sendable, Equatable {
    public let language: Language
    public let texts: [String: String]

    public init(language: Language, texts: [String: String]) {
        self.language = language
        self.texts = texts
    }

    public subscript(key: String) -> String? { texts[key] }

    /// The text of `key` with each `{name}` replaced by its value; the key itself when it is missing.
    public func fill(_ key: String, _ values: [String: String] = [:]) -> String {
        var text = texts[key] ?? key
        for (name, value) in values {
            text = text.replacingOccurrences(of: "{\(name)}", with: value)
        }
        return text
    }

    /// The form of `key` for a number as shown, fractions included ("1,7 jour", "1.7 days"), with
    /// `{count}` the number as shown.
    public func counted(_ key: String, shown number: String, _ values: [String: String] = [:]) -> String {
        let form = "\(key).\(language.pluralCategory(shown: number).rawValue)"
        let values = values.merging(["count": number]) { $1 }
        return fill(texts[form] != nil ? form : "\(key).other", values)
    }

    /// The form of `key` that `count` takes in this language (`key.few` …), `key.other` when that form
    /// is missing, with `{count}` and the other values filled in.
    public func counted(_ key: String, _ count: Int, _ values: [String: String] = [:]) -> String {
        let form = "\(key).\(language.pluralCategory(count).rawValue)"
        let values = values.merging(["count": String(count)]) { $1 }
        return fill(texts[form] != nil ? form : "\(key).other", values)
    }
}
