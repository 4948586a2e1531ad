import DaybookCore
import Foundation

/// JSON as Daybook's API and its export document speak it: camelCase, instants in ISO 8601 with an
/// offset (written in UTC to the second), dates as YYYY-MM-DD. One coder for both, so an export
/// reads back exactly as the API would have read it.
public enum DaybookJSON {
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(UTCInstantText.string(date))
        }
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    public static func decoder() -> JSONDecoder {
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
    public static func parseInstant(_ text: String) -> Date? {
        guard InstantShape.matches(text) else { return nil }
        if let date = try? Date(text, strategy: .iso8601) { return date }
        return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }
}
