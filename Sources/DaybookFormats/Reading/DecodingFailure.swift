import DaybookCore
import Foundation

/// A JSON decoding failure in the words Daybook answers with everywhere (the API, imports of its own
/// export): where it is (`exercise.CARDIO`, `events[3].start`) and what is wrong with it.
public struct DecodingFailure: Sendable, Equatable {
    /// Empty when the failure is the document itself (broken JSON, not an object).
    public var path: String
    public var problem: Problem
    public var message: String { problem.english }

    public init(_ error: DecodingError) {
        switch error {
        case let .keyNotFound(key, context):
            self.init(path: Self.path(context.codingPath + [key]), problem: Problem(.required))
        case let .valueNotFound(_, context):
            self.init(path: Self.path(context.codingPath), problem: Problem(.notNull))
        case let .typeMismatch(type, context):
            self.init(path: Self.path(context.codingPath), problem: Problem(Self.expected(type)))
        case let .dataCorrupted(context):
            self.init(path: Self.path(context.codingPath),
                      problem: context.codingPath.isEmpty ? Problem(.notJSON)
                          : Self.problem(context.debugDescription))
        @unknown default:
            self.init(path: "", problem: Problem(.unreadable))
        }
    }

    private init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
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

    static func expected(_ type: Any.Type) -> ProblemKind {
        switch type {
        case is String.Type: .aString
        case is Bool.Type: .trueOrFalseOnly
        case is Int.Type, is Int64.Type, is Int32.Type: .wholeNumber
        case is Double.Type, is Float.Type: .number
        case is [Any].Type: .aList
        default: .anObject
        }
    }

    /// Every problem that has no values, by its English.
    private static let wordedWithoutValues: [String: ProblemKind] = Dictionary(
        ProblemKind.allCases.filter { !$0.english.contains("{") }.map { ($0.english, $0) }) { first, _ in first }

    /// Foundation's debug descriptions are for developers; Daybook's own decoders already write sentences,
    /// and those the export's decoders write are worded in every language.
    static func problem(_ description: String) -> Problem {
        if description.hasPrefix("Cannot initialize") { return Problem(.importValueNotAllowed) }
        if description.hasPrefix("Could not convert key") { return Problem(.importKeyNotAllowed) }
        // A decoder of Daybook's own (a date, a year) words its refusal as a problem's English.
        if let kind = wordedWithoutValues[description] { return Problem(kind) }
        return Problem(.untranslated, ["text": description])
    }
}
