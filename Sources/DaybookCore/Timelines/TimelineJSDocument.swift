import Foundation

/// The JSON of a TimelineJS3 timeline (Knight Lab, https://timeline.knightlab.com/docs/json-format.html),
/// the parts Daybook reads and writes. Field names are TimelineJS's own (snake_case).
public struct TimelineJSDocument: Sendable, Hashable, Codable {
    public var title: Slide?
    public var events: [Slide]
    /// "human" or "cosmological"; TimelineJS needs "cosmological" for years beyond ±271,821.
    public var scale: String?

    public init(title: Slide? = nil, events: [Slide], scale: String? = nil) {
        self.title = title
        self.events = events
        self.scale = scale
    }

    public struct Slide: Sendable, Hashable, Codable {
        public var startDate: DateParts?
        public var endDate: DateParts?
        public var text: Text?
        public var media: Media?
        public var group: String?

        enum CodingKeys: String, CodingKey {
            case startDate = "start_date", endDate = "end_date", text, media, group
        }

        public init(startDate: DateParts? = nil, endDate: DateParts? = nil, text: Text? = nil,
                    media: Media? = nil, group: String? = nil) {
            self.startDate = startDate
            self.endDate = endDate
            self.text = text
            self.media = media
            self.group = group
        }
    }

    public struct Text: Sendable, Hashable, Codable {
        public var headline: String?
        public var text: String?

        public init(headline: String? = nil, text: String? = nil) {
            self.headline = headline
            self.text = text
        }
    }

    public struct Media: Sendable, Hashable, Codable {
        public var url: String?
        public var credit: String?
        public var caption: String?

        public init(url: String? = nil, credit: String? = nil, caption: String? = nil) {
            self.url = url
            self.credit = credit
            self.caption = caption
        }
    }

    /// A TimelineJS date: `year` is required and may be a huge negative number, written as a number
    /// or a string ("-13800000000"); the other fields are optional and may be strings too.
    public struct DateParts: Sendable, Hashable, Codable {
        public var year: Int
        public var month: Int?
        public var day: Int?
        public var hour: Int?
        public var minute: Int?
        public var second: Int?
        public var displayDate: String?

        enum CodingKeys: String, CodingKey {
            case year, month, day, hour, minute, second, displayDate = "display_date"
        }

        public init(year: Int, month: Int? = nil, day: Int? = nil, hour: Int? = nil, minute: Int? = nil,
                    second: Int? = nil, displayDate: String? = nil) {
            self.year = year
            self.month = month
            self.day = day
            self.hour = hour
            self.minute = minute
            self.second = second
            self.displayDate = displayDate
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            func whole(_ key: CodingKeys) throws -> Int? {
                guard c.contains(key), try !c.decodeNil(forKey: key) else { return nil }
                if let number = try? c.decode(Int.self, forKey: key) { return number }
                if let text = try? c.decode(String.self, forKey: key) {
                    let trimmed = text.trimmingCharacters(in: .whitespaces)
                    if trimmed.isEmpty { return nil }
                    if let number = Int(trimmed) { return number }
                }
                throw ValidationError(field: TimelineFieldPath.field(decoder.codingPath, key),
                                      "must be a whole number")
            }
            guard let year = try whole(.year) else {
                throw ValidationError(field: TimelineFieldPath.field(decoder.codingPath, CodingKeys.year),
                                      "is missing")
            }
            self.year = year
            self.month = try whole(.month)
            self.day = try whole(.day)
            self.hour = try whole(.hour)
            self.minute = try whole(.minute)
            self.second = try whole(.second)
            self.displayDate = try c.decodeIfPresent(String.self, forKey: .displayDate)
        }
    }
}
