import DaybookCore

extension TimelineJS {
    /// An event's text from a slide: its headline and text joined by a blank line, as Daybook's own
    /// events are written. A slide with neither (it shows only media) is named after what it shows.
    static func eventText(of slide: TimelineJSDocument.Slide, start: GivenDate) -> (String, SlideTextForm) {
        switch (nonBlank(slide.text?.headline), nonBlank(slide.text?.text)) {
        case let (headline?, body?): (headline + "\n\n" + body, .headline)
        case let (headline?, nil): (headline, .headline)
        case let (nil, body?): (body, .textOnly)
        case (nil, nil): (name(of: slide, start: start), .none)
        }
    }

    /// A name for a slide without text, taken from what TimelineJS shows on it, nothing made up:
    /// its media's caption, title, alternative text, credit or address, the background's
    /// description, else its date as displayed or written.
    static func name(of slide: TimelineJSDocument.Slide, start: GivenDate) -> String {
        let media = slide.media
        let shown = [media?.caption, media?.title, media?.alt, media?.credit, media?.url, slide.background?.alt,
                     slide.displayDate, start.parts.displayDate]
        return shown.lazy.compactMap { nonBlank($0) }.first ?? start.written
    }

    /// The text of a slide as the form says it was given; `text` is the event's or the title's.
    static func slideText(_ text: String, form: SlideTextForm) -> TimelineJSDocument.Text? {
        switch form {
        case .headline:
            guard let separator = text.range(of: "\n\n") else { return TimelineJSDocument.Text(headline: text) }
            let body = String(text[separator.upperBound...])
            return TimelineJSDocument.Text(headline: String(text[..<separator.lowerBound]),
                                           text: body.isEmpty ? nil : body)
        case .textOnly, .none:
            return text.isEmpty || form == .none ? nil : TimelineJSDocument.Text(text: text)
        }
    }

    /// What a slide shows beyond Daybook's fields. An event's "major" group is its `major` flag.
    static func presentation(of slide: TimelineJSDocument.Slide, groupMarksMajor: Bool) -> SlidePresentation? {
        let group = slide.group.flatMap { groupMarksMajor && $0 == majorGroup ? nil : $0 }
        let background = slide.background.map {
            SlidePresentation.Background(url: $0.url, color: $0.color, alt: $0.alt, opacity: $0.opacity)
        }
        let media = slide.media.map {
            SlidePresentation.MediaDetails(thumbnail: $0.thumbnail, alt: $0.alt, title: $0.title, link: $0.link,
                                           linkTarget: $0.linkTarget)
        }
        return SlidePresentation(uniqueID: slide.uniqueID, group: group, displayDate: slide.displayDate,
                                 autolink: slide.autolink, background: background, media: media).nonEmpty
    }

    /// A slide of Daybook's fields and its presentation; `group` is the presentation's or "major".
    static func slide(text: TimelineJSDocument.Text?, image: String?, license: String?, source: String?,
                      presentation: SlidePresentation?, major: Bool) -> TimelineJSDocument.Slide {
        let details = presentation?.media
        var media: TimelineJSDocument.Media? = TimelineJSDocument.Media(
            url: image, credit: license, caption: source, thumbnail: details?.thumbnail, alt: details?.alt,
            title: details?.title, link: details?.link, linkTarget: details?.linkTarget)
        if media == TimelineJSDocument.Media() { media = nil }
        let background = presentation?.background.map {
            TimelineJSDocument.Background(url: $0.url, color: $0.color, alt: $0.alt, opacity: $0.opacity)
        }
        return TimelineJSDocument.Slide(
            text: text, media: media, group: presentation?.group ?? (major ? majorGroup : nil),
            displayDate: presentation?.displayDate, background: background, autolink: presentation?.autolink,
            uniqueID: presentation?.uniqueID)
    }
}
