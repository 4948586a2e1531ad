import DaybookCore
import Foundation

/// What a translator's catalogue must match in English's: the same keys, the same `{name}` placeholders
/// in each text, and for a counted message exactly the plural forms the language's CLDR rule uses
/// (English has `key.one` and `key.other`; French `one`, `many`, `other`; Polish `one`, `few`, `many`,
/// `other`). A language still being translated may lack messages; only a shipped one must have them all.
public enum CatalogueCheck {
    /// Every problem of `texts` as a line naming the language and the key; empty when there is none.
    public static func problems(of texts: [String: String], language: Language, english: [String: String],
                                mustBeComplete: Bool) -> [String] {
        let counted = countedKeys(english)
        var problems: [String] = []
        func problem(_ key: String, _ text: String) { problems.append("\(language.rawValue): \(key): \(text)") }

        // Plain messages: each English key, its placeholders as English has them.
        for (key, englishText) in english where counted[key] == nil {
            guard let text = texts[key] else {
                if mustBeComplete { problem(key, "missing") }
                continue
            }
            let expected = placeholders(englishText), found = placeholders(text)
            if expected != found { problem(key, "placeholders \(sorted(found)) where English has \(sorted(expected))") }
        }
        // Counted messages: the forms the language's rule uses, each with English's placeholders
        // (a `one` form may say its number in words and leave `{count}` out).
        for (base, englishForms) in counted {
            let expected = englishForms.reduce(into: Set<String>()) { $0.formUnion(placeholders($1)) }
            for category in language.pluralCategories {
                let key = "\(base).\(category.rawValue)"
                guard let text = texts[key] else {
                    if mustBeComplete { problem(key, "missing: \(language.rawValue) counts \(category.rawValue)") }
                    continue
                }
                var found = placeholders(text)
                if category == .one { found.insert("count") }
                if expected != found { problem(key, "placeholders \(sorted(found)) where English has \(sorted(expected))") }
            }
        }
        // Keys English lacks, and plural forms the language's rule never picks.
        for key in texts.keys where english[key] == nil {
            if let (base, category) = pluralForm(key), counted[base] != nil {
                if !language.pluralCategories.contains(category) {
                    problem(key, "\(language.rawValue) has no plural form \(category.rawValue)")
                }
            } else {
                problem(key, "not in English")
            }
        }
        return problems.sorted()
    }

    /// English's counted messages: a base key with a `.other` form, and the texts of its forms.
    static func countedKeys(_ english: [String: String]) -> [String: [String]] {
        var forms: [String: [String]] = [:]
        for (key, text) in english {
            if let (base, _) = pluralForm(key), english["\(base).other"] != nil { forms[base, default: []].append(text) }
        }
        return forms
    }

    /// "missing.temperatures.few" → ("missing.temperatures", .few).
    static func pluralForm(_ key: String) -> (String, PluralCategory)? {
        guard let dot = key.lastIndex(of: "."), let category = PluralCategory(rawValue: String(key[key.index(after: dot)...]))
        else { return nil }
        return (String(key[..<dot]), category)
    }

    /// The names in braces: "{count} days from {date}" → ["count", "date"]. A value asked for in lower case
    /// (`{subjectLowercased}`) is the same value: German writes its nouns capitalised where English does not.
    static func placeholders(_ text: String) -> Set<String> {
        Set(text.matches(of: /\{([A-Za-z][A-Za-z0-9_]*)\}/).map { match in
            let name = String(match.output.1)
            return name.hasSuffix("Lowercased") ? String(name.dropLast("Lowercased".count)) : name
        })
    }

    private static func sorted(_ names: Set<String>) -> String { names.sorted().joined(separator: ", ") }
}
