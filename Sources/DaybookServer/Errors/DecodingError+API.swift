import Vapor

extension DecodingError {
    /// A decoding failure as the client should hear it: broken JSON is malformed (400), a wrong or
    /// missing field is invalid (422) and names the field.
    var apiError: APIError {
        switch self {
        case .keyNotFound(let key, let context):
            return .invalid(Self.path(context.codingPath + [key]), "is required")
        case .valueNotFound(_, let context):
            return .invalid(Self.path(context.codingPath), "must not be null")
        case .typeMismatch(let type, let context):
            if context.codingPath.isEmpty { return .malformed("The body must be a JSON object.") }
            return .invalid(Self.path(context.codingPath), "must be \(Self.describe(type))")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return .malformed("The body is not valid JSON.")
            }
            return .invalid(Self.path(context.codingPath), Self.sentence(context.debugDescription))
        @unknown default:
            return .malformed("The body could not be read.")
        }
    }

    /// `exercise.CARDIO`, `events[3].start`.
    static func path(_ keys: [any CodingKey]) -> String {
        var result = ""
        for key in keys {
            if let index = key.intValue, key.stringValue.hasPrefix("Index") || key.stringValue == String(index) {
                result += "[\(index)]"
            } else {
                result += result.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return result.isEmpty ? "body" : result
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

    /// Foundation's debug descriptions are for developers; our own decoders already write sentences.
    static func sentence(_ description: String) -> String {
        if description.hasPrefix("Cannot initialize") { return "has a value that is not allowed" }
        if description.hasPrefix("Could not convert key") { return "has a key that is not allowed" }
        return description
    }
}
