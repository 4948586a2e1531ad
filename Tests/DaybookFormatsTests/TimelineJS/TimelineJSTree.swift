import Foundation

/// A TimelineJS JSON document as TimelineJS reads it, to compare a file with its export: empty
/// strings and nulls are absent values, numbers and strings are the same text ("1066" is 1066),
/// date parts are numbers ("08" is 8), and an object holding nothing is absent.
indirect enum TimelineJSTree: Equatable, CustomStringConvertible {
    case text(String)
    case list([TimelineJSTree])
    case object([String: TimelineJSTree])

    static let dateParts: Set = ["year", "month", "day", "hour", "minute", "second", "millisecond"]

    static func read(_ data: Data) throws -> TimelineJSTree {
        normalized(try JSONSerialization.jsonObject(with: data), key: "") ?? .object([:])
    }

    private static func normalized(_ value: Any, key: String) -> TimelineJSTree? {
        switch value {
        case let text as String:
            guard !text.isEmpty else { return nil }
            if dateParts.contains(key), let number = Int(text.trimmingCharacters(in: .whitespaces)) {
                return .text(String(number))
            }
            return .text(text)
        case let number as NSNumber:
            return .text(number.stringValue)
        case let list as [Any]:
            return .list(list.map { normalized($0, key: "") ?? .object([:]) })
        case let object as [String: Any]:
            var fields: [String: TimelineJSTree] = [:]
            for (key, value) in object {
                fields[key] = normalized(value, key: key)
            }
            return fields.isEmpty ? nil : .object(fields)
        default:
            return nil
        }
    }

    subscript(key: String) -> TimelineJSTree? {
        get { if case .object(let fields) = self { fields[key] } else { nil } }
        set { if case .object(var fields) = self { fields[key] = newValue; self = .object(fields) } }
    }

    /// Where `other` differs from this tree, as "path: this ≠ other" lines; empty when equal.
    func differences(from other: TimelineJSTree?, at path: String = "") -> [String] {
        switch (self, other) {
        case let (.object(mine), .object(theirs)?):
            return Set(mine.keys).union(theirs.keys).sorted().flatMap { key in
                let here = path.isEmpty ? key : path + "." + key
                guard let value = mine[key] else { return ["\(here): absent ≠ \(theirs[key].map(\.description) ?? "")"] }
                return value.differences(from: theirs[key], at: here)
            }
        case let (.list(mine), .list(theirs)?) where mine.count == theirs.count:
            return zip(mine, theirs).enumerated().flatMap { i, pair in pair.0.differences(from: pair.1, at: "\(path)[\(i)]") }
        default:
            return self == other ? [] : ["\(path): \(description) ≠ \(other?.description ?? "absent")"]
        }
    }

    var description: String {
        switch self {
        case .text(let text): "\"\(text.prefix(60))\""
        case .list(let list): "[\(list.count) items]"
        case .object(let fields): "{\(fields.keys.sorted().joined(separator: ", "))}"
        }
    }
}
