import Foundation

/// One exported row: its id (kept, so a replacing import restores it), its day when it has one,
/// and the value's own fields beside them, as the API shows them.
public struct ExportEntry<Value: Codable & Sendable & Equatable>: Codable, Sendable, Equatable {
    public var id: UUID
    public var date: LocalDate?
    public var value: Value

    private enum Keys: String, CodingKey { case id, date }

    public init(id: UUID, date: LocalDate? = nil, value: Value) {
        self.id = id
        self.date = date
        self.value = value
    }

    /// A rule the value breaks is reported at its place in the document, e.g. `glucose[12].value`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        id = try container.decode(UUID.self, forKey: .id)
        date = try container.decodeIfPresent(LocalDate.self, forKey: .date)
        do {
            value = try Value(from: decoder)
        } catch let error as ValidationError {
            throw ValidationError(field: ExportPath.of(decoder.codingPath) + "." + error.field, error.problem)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(date, forKey: .date)
    }
}

/// `glucose[12]`, `timelines.runs[0]`: where in the document a value sits.
public enum ExportPath {
    public static func of(_ keys: [any CodingKey]) -> String {
        var result = ""
        for key in keys {
            if let index = key.intValue {
                result += "[\(index)]"
            } else {
                result += result.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return result
    }
}
