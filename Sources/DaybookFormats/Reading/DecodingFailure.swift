import Foundation

/// A JSON decoding failure in the words Daybook answers with everywhere (the API, imports of its own
/// export): where it is (`exercise.CARDIO`, `events[3].start`) and what is wrong with it.
public struct DecodingFailure: Sendable, Equatable {
    /// Empty when the failure is the document itself (broken JSON, not an object).
    public var path: String
    public var message: String

    public init(_ error: DecodingError) {
        switch error {
        case let .keyNotFound(key, context):
            self.init(path: Self.path(context.codingPath + [key]), message: "is required")
        case let .valueNotFound(_, context):
            self.init(path: Self.path(context.codingPath), message: "must not be null")
        case let .typeMismatch(type, context):
            self.init(path: Self.path(context.codingPath), message: "must be \(Self.describe(type))")
        case let .dataCorrupted(context):
            self.init(path: Self.path(context.codingPath),
                      message: context.codingPath.isEmpty ? "is not valid JSON" : Self.sentence(context.debugDescription))
        @unknown default:
            self.init(path: "", message: "could not be read")
        }
    }

    private init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `exercise.CARDIO`, `events[3].start`, `[0]`.
    static func path(_ keys: [any CodingKey]) -> String {
        var result = ""
        for key in keys {
            if let index = key.intValue, key.stringValue.hasPrefix("Index") || key.stringValue == String(index) {
                result += "[\(index)]"
            } else {
                result += result.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return result
    }

    static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Int.Type, is Int64.Type, is Int32.Type: "a whole number"
        case is Double.Type, is Float.Type: "a number"
        case is [Any].Type: "a list"
        default: "an object"
        }
    }

    /// Foundation's debug descriptions are for developers; Daybook's own decoders already write sentences.
    static func sentence(_ description: String) -> String {
        if description.hasPrefix("Cannot initialize") { return "has a value that is not allowed" }
        if description.hasPrefix("Could not convert key") { return "has a key that is not allowed" }
        return description
    }
}
