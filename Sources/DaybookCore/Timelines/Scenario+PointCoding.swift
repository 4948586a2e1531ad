import Foundation

/// Start and end values in the scenario JSON: date strings for the calendar units, numbers otherwise.
extension Scenario {
    static func decodePoint<Key: CodingKey>(
        _ c: KeyedDecodingContainer<Key>, _ key: Key, unit: TimelineUnit, field: String
    ) throws -> TimelinePoint {
        guard c.contains(key) else { throw ValidationError(field: field, .missing) }
        if unit.isCalendar {
            guard let text = try? c.decode(String.self, forKey: key) else {
                throw ValidationError(field: field, .dateForUnit, ["unit": unit.rawValue])
            }
            let seconds = try TimelineDateFormat.seconds(parsing: text, field: field)
            return .date(Date(timeIntervalSince1970: seconds))
        }
        guard let number = try? c.decode(Double.self, forKey: key) else {
            throw ValidationError(field: field, .numberForUnit, ["unit": unit.rawValue])
        }
        return .number(number)
    }

    /// An optional point: absent or null is nil.
    static func decodePointIfPresent<Key: CodingKey>(
        _ c: KeyedDecodingContainer<Key>, _ key: Key, unit: TimelineUnit, field: String
    ) throws -> TimelinePoint? {
        guard c.contains(key), try !c.decodeNil(forKey: key) else { return nil }
        return try decodePoint(c, key, unit: unit, field: field)
    }

    static func encodePoint<Key: CodingKey>(
        _ point: TimelinePoint, unit: TimelineUnit, into c: inout KeyedEncodingContainer<Key>, forKey key: Key
    ) throws {
        switch point {
        case .date(let date):
            let text = TimelineDateFormat.string(ofSeconds: date.timeIntervalSince1970, dateOnly: unit == .date)
            try c.encode(text, forKey: key)
        case .number(let number):
            try c.encode(number, forKey: key)
        }
    }
}
