/// What is wrong with a value, in words any language can say: a catalogue key (`problem.required`) with
/// its values (`["maximum": "200"]`). The English template travels with it, so logs and a catalogue
/// without the key still read a whole sentence; the core names problems, the layers that know the
/// reader's language put them into words.
public struct Problem: Sendable, Equatable, CustomStringConvertible {
    public let kind: ProblemKind
    public let values: [String: String]
    /// Placeholders filled with another problem (a nested error, a subject such as "the value"),
    /// worded in the same language as the problem around it.
    public let parts: [String: Problem]

    public init(_ kind: ProblemKind, _ values: [String: String] = [:], parts: [String: Problem] = [:]) {
        self.kind = kind
        self.values = values
        self.parts = parts
    }

    /// The catalogue key of this problem.
    public var key: String { kind.key }

    /// The English text, for logs and for English readers.
    public var english: String { Self.fill(kind.english, values.merging(parts.mapValues(\.english)) { value, _ in value }) }

    /// The text in the catalogue's language; English when the catalogue lacks the key.
    public func text(in words: Catalogue) -> String {
        Self.fill(words[key] ?? kind.english, values.merging(parts.mapValues { $0.text(in: words) }) { value, _ in value })
    }

    public var description: String { english }

    /// Each `{name}` of the template replaced once, left to right: a value that itself reads `{name}`
    /// (a quoted line of a file) is never filled in again.
    private static func fill(_ template: String, _ values: [String: String]) -> String {
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}"),
                  let value = values[String(rest[rest.index(after: open)..<close])] else {
                result.append("{")
                rest = rest[rest.index(after: open)...]
                continue
            }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
