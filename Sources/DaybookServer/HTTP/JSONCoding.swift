import DaybookCore
import Foundation
import Vapor

/// JSON as the API speaks it: camelCase, instants in ISO 8601 with an offset, dates as YYYY-MM-DD.
enum JSONCoding {
    /// Vapor's content coders are process-wide: set them once, even when tests start many apps at a time.
    static let installGlobally: Void = {
        ContentConfiguration.global.use(encoder: encoder(), for: .json)
        ContentConfiguration.global.use(decoder: decoder(), for: .json)
    }()

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(UTCInstantText.string(date))
        }
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        // An instant's year, as written, must be one a day can have (`LocalDate.supportedYears`):
        // fuzzing found a reading in the year 8280 stored on a day the day API refuses.
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            if let date = parseInstant(text) {
                guard let year = Int(text.prefix(4)), LocalDate.supportedYears.contains(year) else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "must be in the years 1900 to 2999")
                }
                return date
            }
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "must be a date and time with an offset, such as 2026-03-01T08:30:00+01:00")
        }
        return decoder
    }

    /// ISO 8601 / RFC 3339 with an offset, with or without fractional seconds. The shape is checked
    /// first: Foundation's parser lets trailing characters through ("…Z*"), found by fuzzing.
    static func parseInstant(_ text: String) -> Date? {
        guard InstantShape.matches(text) else { return nil }
        if let date = try? Date(text, strategy: .iso8601) { return date }
        return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }
}
