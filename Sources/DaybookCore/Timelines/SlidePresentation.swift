/// What a TimelineJS slide shows beyond Daybook's own fields (text, dates, image, license,
/// source, major): kept for events and the title so an imported timeline exports as it came.
public struct SlidePresentation: Sendable, Hashable, Codable {
    /// TimelineJS's `unique_id`, the slide's anchor in links (`#id`).
    public let uniqueID: String?
    /// The row TimelineJS files the slide in. "major" alone is Daybook's `major` flag and not kept here.
    public let group: String?
    /// The slide's `display_date`, shown instead of its start and end dates.
    public let displayDate: String?
    /// TimelineJS turns links in texts into anchors unless this is false.
    public let autolink: Bool?
    public let background: Background?
    /// The media fields beyond url, credit and caption (the image, license and source).
    public let media: MediaDetails?

    public init(uniqueID: String? = nil, group: String? = nil, displayDate: String? = nil, autolink: Bool? = nil,
                background: Background? = nil, media: MediaDetails? = nil) {
        self.uniqueID = uniqueID
        self.group = group
        self.displayDate = displayDate
        self.autolink = autolink
        self.background = background?.nonEmpty
        self.media = media?.nonEmpty
    }

    /// Nil when it holds nothing, so Daybook's own scenarios carry no empty presentation.
    public var nonEmpty: SlidePresentation? {
        uniqueID == nil && group == nil && displayDate == nil && autolink == nil && background == nil && media == nil
            ? nil : self
    }

    /// The slide's background: an image (with its alternative text) or a CSS color. `opacity` is
    /// not documented, but TimelineJS's own templates write it.
    public struct Background: Sendable, Hashable, Codable {
        public let url: String?
        public let color: String?
        public let alt: String?
        public let opacity: String?

        public init(url: String? = nil, color: String? = nil, alt: String? = nil, opacity: String? = nil) {
            self.url = url
            self.color = color
            self.alt = alt
            self.opacity = opacity
        }

        var nonEmpty: Background? { url == nil && color == nil && alt == nil && opacity == nil ? nil : self }
    }

    /// A media's thumbnail (the marker's picture), alternative text, title and the link around it.
    public struct MediaDetails: Sendable, Hashable, Codable {
        public let thumbnail: String?
        public let alt: String?
        public let title: String?
        public let link: String?
        public let linkTarget: String?

        public init(thumbnail: String? = nil, alt: String? = nil, title: String? = nil, link: String? = nil,
                    linkTarget: String? = nil) {
            self.thumbnail = thumbnail
            self.alt = alt
            self.title = title
            self.link = link
            self.linkTarget = linkTarget
        }

        var nonEmpty: MediaDetails? {
            thumbnail == nil && alt == nil && title == nil && link == nil && linkTarget == nil ? nil : self
        }
    }
}
