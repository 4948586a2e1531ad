import DaybookCore
import Foundation

/// TimelineJS's tolerance for the values of its JSON: a text may be written as a number, a date
/// part as a string, and an empty string or null is an absent value.
extension KeyedDecodingContainer {
    func decodeTimelineText(forKey key: Key) throws -> String? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        let text: String
        if let string = try? decode(String.self, forKey: key) {
            text = string
        } else if let number = try? decode(Int.self, forKey: key) {
            text = String(number)
        } else if let number = try? decode(Double.self, forKey: key), number.isFinite {
            text = String(number)
        } else {
            throw ValidationError(field: TimelineFieldPath.field(codingPath, key), .text)
        }
        return text.isEmpty ? nil : text
    }

    /// A whole number written as a number (1066, 1066.0) or a string (" 1066 ", "08").
    func decodeWholeNumber(forKey key: Key) throws -> Int? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let number = try? decode(Int.self, forKey: key) { return number }
        if let number = try? decode(Double.self, forKey: key), let whole = Int(exactly: number) { return whole }
        if let text = try? decode(String.self, forKey: key) {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { return nil }
            if let number = Int(trimmed) { return number }
        }
        throw ValidationError(field: TimelineFieldPath.field(codingPath, key), .wholeNumber)
    }
}
