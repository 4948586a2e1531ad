import DaybookCore
import Foundation

/// Import and export of TimelineJS3 timelines.
///
/// Import accepts what TimelineJS shows, and export gives back what the file held:
/// - Unit: when every year (of starts, ends and eras) is 1…9999 the scenario is on the calendar —
///   `datetime` if any date gives an hour, minute, second or millisecond, else `date`; missing
///   months and days are January and 1st. Otherwise (deep time, BCE) the unit is `year`: the year
///   number plus the fraction of the year reached, to the second (ignored beyond ±1,000,000 years,
///   where a double cannot hold it exactly and TimelineJS's cosmological scale shows only years).
/// - Each date keeps its precision and `display_date`/`format` (`TimelineDateNotation`): a year
///   alone is exported as a year alone.
/// - Start and end are the earliest and the latest date of any event, span end or era.
/// - An event's headline and text become its text, joined by a blank line; both languages get the
///   same text. A slide without headline keeps only its text, one without either (media only) is
///   named after its media or date, and `SlideTextForm` makes the export write them back that way.
/// - `media.url`, `media.credit`, `media.caption` become image, license and source; the other media
///   fields, `background`, `group`, `display_date`, `autolink` and `unique_id` are kept as the
///   slide's `SlidePresentation`, for events and the title alike.
/// - An event is major when its `group` is "major" (what the export writes for major events).
/// - `end_date` is the event's span, `eras` the scenario's eras. The title's dates are not read:
///   TimelineJS shows none.
///
/// Export writes the scenario back in one language; it inverts the import, so
/// import → export → import gives the same scenario.
public enum TimelineJS {
    /// Years with month, day and time on the `year` axis; beyond this only the year is kept.
    public static let preciseYears = -1_000_000...1_000_000

    /// Years TimelineJS files may use: far beyond the age of the universe, small enough that
    /// calendar arithmetic cannot overflow.
    public static let supportedYears = -100_000_000_000...100_000_000_000

    /// TimelineJS's `group` that marks a major event.
    static let majorGroup = "major"

    /// Reads a TimelineJS3 JSON file as a scenario called `named`. Errors name the TimelineJS
    /// field, e.g. "events[3].start_date.month".
    public static func scenario(fromJSON data: Data, named: String) throws(ValidationError) -> Scenario {
        let document: TimelineJSDocument
        do {
            document = try JSONDecoder().decode(TimelineJSDocument.self, from: data)
        } catch {
            throw TimelineFieldPath.validationError(from: error)
        }
        return try scenario(from: document, named: named)
    }

    public static func scenario(from document: TimelineJSDocument, named: String) throws(ValidationError)
        -> Scenario {
        guard !document.events.isEmpty else {
            throw ValidationError(field: "events", .atLeastOneEvent)
        }
        // Every date first: the unit depends on all of them.
        var starts: [GivenDate] = []
        var ends: [GivenDate?] = []
        for (i, slide) in document.events.enumerated() {
            starts.append(try GivenDate.required(slide.startDate, field: "events[\(i)].start_date"))
            ends.append(try GivenDate.optional(slide.endDate, field: "events[\(i)].end_date"))
        }
        var eraDates: [(start: GivenDate, end: GivenDate)] = []
        for (i, era) in (document.eras ?? []).enumerated() {
            eraDates.append((try GivenDate.required(era.startDate, field: "eras[\(i)].start_date"),
                             try GivenDate.required(era.endDate, field: "eras[\(i)].end_date")))
        }
        let dates = starts + ends.compactMap { $0 } + eraDates.flatMap { [$0.start, $0.end] }
        let unit = GivenDate.unit(for: dates)

        let events = document.events.enumerated().map { i, slide in
            event(of: slide, start: starts[i], end: ends[i], unit: unit)
        }
        let eras = zip(document.eras ?? [], eraDates).map { era, dates in
            Scenario.Era(
                start: dates.start.point(in: unit), end: dates.end.point(in: unit), unit: unit,
                nameEn: nonBlank(era.text?.headline) ?? "", nameDe: nonBlank(era.text?.headline) ?? "",
                textEn: nonBlank(era.text?.text) ?? "", textDe: nonBlank(era.text?.text) ?? "",
                startNotation: dates.start.notation(in: unit), endNotation: dates.end.notation(in: unit))
        }
        let points = dates.map { $0.point(in: unit) }
        let axis = points.map { $0.axisValue(in: unit) }
        guard let low = axis.indices.min(by: { axis[$0] < axis[$1] }),
              let high = axis.indices.max(by: { axis[$0] < axis[$1] }), axis[low] < axis[high] else {
            throw ValidationError(field: "events", .twoDifferentDates)
        }

        let title = document.title
        let headline = nonBlank(title?.text?.headline)
        let text = nonBlank(title?.text?.text)
        let titleForm: SlideTextForm = headline != nil ? .headline : (text != nil ? .textOnly : .none)
        let name = headline ?? named
        return try Scenario(
            named: named, nameEn: name, nameDe: name, textEn: text ?? "", textDe: text ?? "", unit: unit,
            start: points[low], end: points[high], events: events,
            image: title?.media?.url, license: title?.media?.credit, source: title?.media?.caption,
            eras: eras, titleForm: titleForm,
            titlePresentation: title.flatMap { presentation(of: $0, groupMarksMajor: false) },
            scale: try keptScale(document.scale, years: dates.map(\.year)))
    }

    private static func event(of slide: TimelineJSDocument.Slide, start: GivenDate, end: GivenDate?,
                              unit: TimelineUnit) -> Scenario.Event {
        let (text, form) = eventText(of: slide, start: start)
        let group = slide.group?.trimmingCharacters(in: .whitespaces).lowercased()
        return Scenario.Event(
            start: start.point(in: unit), unit: unit, textEn: text, textDe: text,
            major: group == majorGroup,
            image: slide.media?.url, license: slide.media?.credit, source: slide.media?.caption,
            end: end?.point(in: unit), startNotation: start.notation(in: unit), endNotation: end?.notation(in: unit),
            textForm: form, presentation: presentation(of: slide, groupMarksMajor: true))
    }

    /// The years TimelineJS's "human" scale can place: it uses JavaScript dates, which end about
    /// 271,820 years either side of 1970; beyond them it needs "cosmological".
    static let humanScaleYears = -271_820...275_759

    static func scale(forYears years: [Int]) -> String {
        years.allSatisfy { humanScaleYears.contains($0) } ? "human" : "cosmological"
    }

    /// The file's `scale` when it says more than its years: "cosmological" for years "human" could
    /// show (TimelineJS then shows only years). Other scales TimelineJS does not know.
    private static func keptScale(_ scale: String?, years: [Int]) throws(ValidationError) -> String? {
        guard let scale = nonBlank(scale) else { return nil }
        guard scale == "human" || scale == "cosmological" else {
            throw ValidationError(field: "scale", .humanOrCosmological)
        }
        return scale == self.scale(forYears: years) || scale == "human" ? nil : scale
    }

    /// A text that says something, as it was written; nil for nothing or only spaces.
    static func nonBlank(_ text: String?) -> String? {
        guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return text
    }
}
