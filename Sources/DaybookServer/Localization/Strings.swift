import DaybookCore

/// Every word the web app and its charts show, in English and German: one table per language, one
/// file each. Texts with values name them in braces (`{count}`); texts that depend on a count have a
/// `.one` and an `.other` form.
enum Strings {
    static func table(_ language: Language) -> [String: String] {
        language == .de ? german : english
    }
}

extension [String: String] {
    /// The text of `key` with each `{name}` replaced by its value; the key itself when it is missing.
    func fill(_ key: String, _ values: [String: String] = [:]) -> String {
        var text = self[key] ?? key
        for (name, value) in values {
            text = text.replacingOccurrences(of: "{\(name)}", with: value)
        }
        return text
    }

    /// `key.one` or `key.other` by `count`, with `{count}` and the other values filled in.
    func counted(_ key: String, _ count: Int, _ values: [String: String] = [:]) -> String {
        fill("\(key).\(count == 1 ? "one" : "other")", values.merging(["count": String(count)]) { $1 })
    }
}
