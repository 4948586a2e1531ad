import Foundation

/// The JSON of a TimelineJS3 timeline (Knight Lab, https://timeline.knightlab.com/docs/json-format.html).
/// Field names are TimelineJS's own (snake_case). Reading is as lenient as TimelineJS: text may be
/// a string or a number, date parts numbers or strings, and an empty string is an absent value
/// (a Google spreadsheet writes every empty cell as ""); what TimelineJS refuses Daybook refuses
/// when it builds the scenario (`TimelineJS.scenario(from:named:)`).
public struct TimelineJSDocument: Sendable, Hashable, Codable {
    public var title: Slide?
    public var events: [Slide]
    public var eras: [Era]?
    /// "human" or "cosmological"; TimelineJS needs "cosmological" for years beyond about ±271,820.
    public var scale: String?

    enum CodingKeys: String, CodingKey { case title, events, eras, scale }

    public init(title: Slide? = nil, events: [Slide], eras: [Era]? = nil, scale: String? = nil) {
        self.title = title
        self.events = events
        self.eras = eras
        self.scale = scale
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        title = try c.decodeIfPresent(TitleSlide.self, forKey: .title)?.slide
        events = try c.decode([Slide].self, forKey: .events)
        eras = try c.decodeIfPresent([Era].self, forKey: .eras)
        scale = try c.decodeTimelineText(forKey: .scale)
    }

    /// The title slide has no date: TimelineJS never reads its `start_date` or `end_date` (a
    /// spreadsheet export writes empty ones), so neither does Daybook, whatever they hold.
    private struct TitleSlide: Decodable {
        let slide: Slide
        init(from decoder: any Decoder) throws { slide = try Slide(from: decoder, dated: false) }
    }

    public struct Slide: Sendable, Hashable, Codable {
        public var startDate: DateParts?
        public var endDate: DateParts?
        public var text: Text?
        public var media: Media?
        public var group: String?
        /// Shown instead of the start and end dates.
        public var displayDate: String?
        public var background: Background?
        public var autolink: Bool?
        public var uniqueID: String?

        enum CodingKeys: String, CodingKey {
            case startDate = "start_date", endDate = "end_date", text, media, group, displayDate = "display_date"
            case background, autolink, uniqueID = "unique_id"
        }

        public init(startDate: DateParts? = nil, endDate: DateParts? = nil, text: Text? = nil,
                    media: Media? = nil, group: String? = nil, displayDate: String? = nil,
                    background: Background? = nil, autolink: Bool? = nil, uniqueID: String? = nil) {
            self.startDate = startDate
            self.endDate = endDate
            self.text = text
            self.media = media
            self.group = group
            self.displayDate = displayDate
            self.background = background
            self.autolink = autolink
            self.uniqueID = uniqueID
        }

        public init(from decoder: any Decoder) throws {
            try self.init(from: decoder, dated: true)
        }

        init(from decoder: any Decoder, dated: Bool) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            startDate = dated ? try c.decodeIfPresent(DateParts.self, forKey: .startDate) : nil
            endDate = dated ? try c.decodeIfPresent(DateParts.self, forKey: .endDate) : nil
            text = try c.decodeIfPresent(Text.self, forKey: .text)
            media = try c.decodeIfPresent(Media.self, forKey: .media)
            group = try c.decodeTimelineText(forKey: .group)
            displayDate = try c.decodeTimelineText(forKey: .displayDate)
            background = try c.decodeIfPresent(Background.self, forKey: .background)
            // TimelineJS links by default and only a false turns it off; anything else is the default.
            autolink = (try? c.decodeIfPresent(Bool.self, forKey: .autolink)) ?? nil
            uniqueID = try c.decodeTimelineText(forKey: .uniqueID)
        }

        /// Whether the slide holds anything at all (an export leaves such a title out).
        var isEmpty: Bool {
            self == Slide()
        }
    }

    public struct Text: Sendable, Hashable, Codable {
        public var headline: String?
        public var text: String?

        enum CodingKeys: String, CodingKey { case headline, text }

        public init(headline: String? = nil, text: String? = nil) {
            self.headline = headline
            self.text = text
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            headline = try c.decodeTimelineText(forKey: .headline)
            text = try c.decodeTimelineText(forKey: .text)
        }
    }
}
