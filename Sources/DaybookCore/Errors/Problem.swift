/// What is wrong with a value, in words any language can say: a catalogue key (`problem.required`) with
/// its values (`["maximum": "200"]`). The English template travels with it, so logs and a catalogue
/// without the key still read a whole sentence; the core names problems, the layers that know the
/// reader's language put them into words.
public struct Problem: Sendable, Equatable, CustomStringConvertible {
    public let kind: ProblemKind
    public let values: [String: String]

    public init(_ kind: ProblemKind, _ values: [String: String] = [:]) {
        self.kind = kind
        self.values = values
    }

    /// The catalogue key of this problem.
    public var key: String { kind.key }

    /// The English text, for logs and for English readers.
    public var english: String { Self.fill(kind.english, values) }

    /// The text in the catalogue's language; English when the catalogue lacks the key.
    public func text(in words: Catalogue) -> String { Self.fill(words[key] ?? kind.english, values) }

    public var description: String { english }

    private static func fill(_ template: String, _ values: [String: String]) -> String {
        values.reduce(template) { text, value in text.replacingOccurrences(of: "{\(value.key)}", with: value.value) }
    }
}
