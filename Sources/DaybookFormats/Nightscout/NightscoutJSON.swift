import Foundation

/// A JSON value as a Nightscout client sent it. Kept as sent (a string `sgv` stays a string), so
/// clients get their own fields back; Daybook reads only the fields it understands.
public enum NightscoutJSON: Sendable, Equatable, Codable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([NightscoutJSON])
    case object([String: NightscoutJSON])

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let value = try? c.decode(Bool.self) { self = .bool(value) }
        else if let value = try? c.decode(Int64.self) { self = .integer(value) }
        else if let value = try? c.decode(Double.self) { self = .number(value) }
        else if let value = try? c.decode(String.self) { self = .string(value) }
        else if let value = try? c.decode([NightscoutJSON].self) { self = .array(value) }
        else { self = .object(try c.decode([String: NightscoutJSON].self)) }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .bool(let value): try c.encode(value)
        case .integer(let value): try c.encode(value)
        case .number(let value): try c.encode(value)
        case .string(let value): try c.encode(value)
        case .array(let value): try c.encode(value)
        case .object(let value): try c.encode(value)
        }
    }

    /// A number, or a string holding one (clients send both).
    public var numberValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        case .string(let text): Double(text.trimmingCharacters(in: .whitespaces))
        default: nil
        }
    }

    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// A JSON number without a fraction (ms since 1970 are sent as such; text is not a number here).
    public var isWholeNumber: Bool {
        switch self {
        case .integer: true
        case .number(let value): value.rounded() == value
        default: false
        }
    }

    public var arrayValue: [NightscoutJSON]? {
        if case .array(let items) = self { return items }
        return nil
    }

    public var objectValue: NightscoutDocument? {
        if case .object(let document) = self { return document }
        return nil
    }

    /// Whole numbers stay integers on the wire (`date` in ms must not become 1.7e12).
    public static func numeric(_ value: Double) -> NightscoutJSON {
        if value.rounded() == value, abs(value) < 9e15 { return .integer(Int64(value)) }
        return .number(value)
    }
}

/// One Nightscout document: a JSON object.
public typealias NightscoutDocument = [String: NightscoutJSON]
