extension TimelineJSDocument {
    /// A slide's media: `url` is an address or an embed code (HTML); the rest describes it.
    public struct Media: Sendable, Hashable, Codable {
        public var url: String?
        public var credit: String?
        public var caption: String?
        /// The picture of the slide's marker on the time axis.
        public var thumbnail: String?
        public var alt: String?
        public var title: String?
        /// Wraps the media in a link to this address, opened in `linkTarget`.
        public var link: String?
        public var linkTarget: String?

        enum CodingKeys: String, CodingKey {
            case url, credit, caption, thumbnail, alt, title, link, linkTarget = "link_target"
        }

        public init(url: String? = nil, credit: String? = nil, caption: String? = nil, thumbnail: String? = nil,
                    alt: String? = nil, title: String? = nil, link: String? = nil, linkTarget: String? = nil) {
            self.url = url
            self.credit = credit
            self.caption = caption
            self.thumbnail = thumbnail
            self.alt = alt
            self.title = title
            self.link = link
            self.linkTarget = linkTarget
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            url = try c.decodeTimelineText(forKey: .url)
            credit = try c.decodeTimelineText(forKey: .credit)
            caption = try c.decodeTimelineText(forKey: .caption)
            thumbnail = try c.decodeTimelineText(forKey: .thumbnail)
            alt = try c.decodeTimelineText(forKey: .alt)
            title = try c.decodeTimelineText(forKey: .title)
            link = try c.decodeTimelineText(forKey: .link)
            linkTarget = try c.decodeTimelineText(forKey: .linkTarget)
        }
    }

    /// A slide's background: an image `url` (described by `alt`) or a CSS `color`. `opacity` is not
    /// in TimelineJS's documentation, but its own templates write it.
    public struct Background: Sendable, Hashable, Codable {
        public var url: String?
        public var color: String?
        public var alt: String?
        public var opacity: String?

        enum CodingKeys: String, CodingKey { case url, color, alt, opacity }

        public init(url: String? = nil, color: String? = nil, alt: String? = nil, opacity: String? = nil) {
            self.url = url
            self.color = color
            self.alt = alt
            self.opacity = opacity
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            url = try c.decodeTimelineText(forKey: .url)
            color = try c.decodeTimelineText(forKey: .color)
            alt = try c.decodeTimelineText(forKey: .alt)
            opacity = try c.decodeTimelineText(forKey: .opacity)
        }
    }
}
