/// Turns decoding failures into `ValidationError`s whose field is the dotted JSON path,
/// e.g. "events[3].start_date.year", so a bad file's message names the event and field.
public enum TimelineFieldPath {
    public static func field(_ path: [any CodingKey], _ last: (any CodingKey)? = nil) -> String {
        var text = ""
        for key in path + (last.map { [$0] } ?? []) {
            if let index = key.intValue, key.stringValue.hasPrefix("Index") || key.stringValue == "\(index)" {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text.isEmpty ? "file" : text
    }

    public static func validationError(from error: any Error) -> ValidationError {
        switch error {
        case let error as ValidationError:
            return error
        case DecodingError.keyNotFound(let key, let context):
            return ValidationError(field: field(context.codingPath, key), .missing)
        case DecodingError.typeMismatch(let type, let context):
            return ValidationError(field: field(context.codingPath), .jsonType, ["type": describe(type)])
        case DecodingError.valueNotFound(let type, let context):
            return ValidationError(field: field(context.codingPath), .jsonTypeNotNull, ["type": describe(type)])
        case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
            return ValidationError(field: "file", .notJSON)
        case DecodingError.dataCorrupted(let context):
            return ValidationError(field: field(context.codingPath), untranslated: context.debugDescription)
        default:
            return ValidationError(field: "file", .unreadable)
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Double.Type, is Int.Type: "a number"
        default: "a JSON \(type)"
        }
    }
}
