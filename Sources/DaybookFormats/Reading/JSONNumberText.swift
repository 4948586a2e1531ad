import DaybookCore
import Foundation

/// A JSON value read as a number, as apps write them: a number, or a string holding one. JSON's
/// true and false are not numbers (Foundation would bridge them to 1 and 0).
enum JSONNumberText {
    enum Problem: Error {
        /// The quoted text is not a number.
        case notANumber(String)
        /// Neither a number nor text.
        case wrongType
    }

    /// nil when absent or null (and, with `emptyTextIsAbsent`, for blank text).
    static func read(_ value: Any?, emptyTextIsAbsent: Bool) throws(Problem) -> Double? {
        switch value {
        case nil, is NSNull: return nil
        case let number as NSNumber where !number.isJSONBoolean && number.doubleValue.isFinite: return number.doubleValue
        case let text as String:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty, emptyTextIsAbsent { return nil }
            guard let number = Double(trimmed), number.isFinite else { throw .notANumber(text) }
            return number
        default: throw .wrongType
        }
    }

    /// The problem in an import error's words.
    static func problem(_ problem: Problem) -> DaybookCore.Problem {
        switch problem {
        case .notANumber(let text): .quoting(.importNotANumber, text)
        case .wrongType: DaybookCore.Problem(.number)
        }
    }
}
