import DaybookApp
import DaybookCore
import Foundation
import Vapor

/// What differs between the timestamped entry kinds on the wire: the path, the JSON fields, how a
/// body becomes a core value and how a value is shown. Everything else is `EntryAPI`.
protocol EntryEndpoint: SendableMetatype {
    associatedtype Value: TimedEntryValue
    associatedtype Output: Content

    /// `/api/v1/{path}`.
    static var path: String { get }
    /// The JSON fields a client may send.
    static var fields: Set<String> { get }
    /// The field that holds the entry's instant, filled with "now" when a new entry omits it.
    static var timeField: String { get }
    static func decode(_ json: Data, preferences: Preferences) throws -> Value
    static func output(_ value: Value, id: UUID, date: LocalDate, preferences: Preferences) -> Output
    /// What a PATCH starts from (default: the entry as shown, without read-only fields).
    static func patchBase(_ value: Value, preferences: Preferences, changing: Set<String>) throws -> [String: Any]
}

extension EntryEndpoint {
    static var timeField: String { "time" }

    /// Most kinds decode straight into their validating core type.
    static func decodeValue<T: Decodable>(_ type: T.Type, from json: Data) throws -> T {
        try JSONCoding.decoder().decode(type, from: json)
    }
}

/// A value as the API shows it: its own fields, plus its `id` (entries, favourites) and its day
/// (entries, once-a-day records) when it has them.
struct EntryOutput<Value: Encodable & Sendable>: Content {
    var id: UUID?
    var date: LocalDate?
    var value: Value

    private enum Keys: String, CodingKey { case id, date }

    init(id: UUID? = nil, date: LocalDate? = nil, value: Value) {
        self.id = id
        self.date = date
        self.value = value
    }

    func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(date, forKey: .date)
    }

    init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "outputs are not read back"))
    }
}
