import Foundation
import Testing
@testable import DaybookCore

/// An instant from ISO 8601 text with offset, e.g. "2026-03-08T07:00:00Z"; fails the test on typos.
func instant(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Date {
    let formatter = ISO8601DateFormatter()
    guard let date = formatter.date(from: text) else {
        Issue.record("not an ISO 8601 instant: \(text)", sourceLocation: sourceLocation)
        return Date(timeIntervalSince1970: 0)
    }
    return date
}

func date(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> LocalDate {
    do {
        return try LocalDate(parsing: text)
    } catch {
        Issue.record("not a date: \(text)", sourceLocation: sourceLocation)
        return LocalDate(dayNumber: 0)
    }
}

func zone(_ identifier: String, sourceLocation: SourceLocation = #_sourceLocation) -> TimeZone {
    guard let zone = TimeZone(identifier: identifier) else {
        Issue.record("unknown time zone \(identifier)", sourceLocation: sourceLocation)
        return .gmt
    }
    return zone
}

/// Runs `body` and returns the field of the ValidationError it threw, or nil when it did not throw.
/// Any other error is returned as "<other error>" so it cannot pass for success.
func failingField(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch let error as ValidationError {
        return error.field
    } catch {
        return "<other error: \(error)>"
    }
}

let noon = instant("2026-03-10T12:00:00Z")

func json<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode(type, from: Data(text.utf8))
}
