import Foundation

extension DaybookExportReader {
    /// Where in an entry a decoding failure is (`value`, `exercise.CARDIO`, `[0]`) and what is wrong, in
    /// the words the API uses for the same failure.
    static func describe(_ error: DecodingError) -> (path: String, message: String) {
        switch error {
        case let .keyNotFound(key, context): (path(context.codingPath + [key]), "is required")
        case let .valueNotFound(_, context): (path(context.codingPath), "must not be null")
        case let .typeMismatch(type, context): (path(context.codingPath), "must be \(describe(type))")
        case let .dataCorrupted(context):
            (path(context.codingPath), context.codingPath.isEmpty ? "is not valid JSON" : sentence(context.debugDescription))
        @unknown default: ("", "could not be read")
        }
    }

    /// `exercise.CARDIO`, `[3].start`.
    private static func path(_ keys: [any CodingKey]) -> String {
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

    private static func describe(_ type: Any.Type) -> String {
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
    private static func sentence(_ description: String) -> String {
        if description.hasPrefix("Cannot initialize") { return "has a value that is not allowed" }
        if description.hasPrefix("Could not convert key") { return "has a key that is not allowed" }
        return description
    }
}
