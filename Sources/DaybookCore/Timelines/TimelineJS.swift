import Foundation

/// Import and export of TimelineJS3 timelines.
///
/// Mapping (TimelineJS has one language, no scenario start/end and no "major" flag):
/// - Unit: when every event's year is 1…9999 the scenario is on the calendar — `datetime` if any
///   event gives an hour, minute or second, else `date`; missing months and days are January and 1st.
///   Otherwise (deep time, BCE) the unit is `year`: the year number plus the fraction of the year
///   reached (from month, day and time; ignored beyond ±1,000,000 years, where a double cannot
///   hold them exactly and they mean nothing).
/// - Start and end are the earliest and the latest event; `end_date`, `display_date`, eras and
///   other fields are not kept.
/// - The title's headline and text become the name and text; an event's headline and text become
///   its text, joined by a blank line; both languages get the same text.
/// - `media.url`, `media.credit`, `media.caption` become image, license and source.
/// - An event is major when its `group` is "major" (what the export writes for major events).
///
/// Export writes the scenario back in one language; it inverts the import, so
/// import → export → import gives the same scenario.
public enum TimelineJS {
    /// Years with month, day and time on the `year` axis; beyond this only the year is kept.
    public static let preciseYears = -1_000_000...1_000_000

    // MARK: Import

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
            throw ValidationError(field: "events", "must contain at least one event")
        }
        var dates: [TimelineJSDocument.DateParts] = []
        for (i, slide) in document.events.enumerated() {
            guard let date = slide.startDate else {
                throw ValidationError(field: "events[\(i)].start_date", "is missing")
            }
            try check(date, field: "events[\(i)].start_date")
            dates.append(date)
        }
        let onCalendar = dates.allSatisfy { TimelineDateFormat.supportedYears.contains($0.year) }
        let withTime = dates.contains { $0.hour != nil || $0.minute != nil || $0.second != nil }
        let unit: TimelineUnit = onCalendar ? (withTime ? .datetime : .date) : .year
        let points = dates.map { point(of: $0, unit: unit) }

        var events: [Scenario.Event] = []
        for (i, slide) in document.events.enumerated() {
            let headline = slide.text?.headline ?? ""
            let body = slide.text?.text ?? ""
            let text = [headline, body].filter { !$0.isEmpty }.joined(separator: "\n\n")
            guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw ValidationError(field: "events[\(i)].text.headline", "must not be empty")
            }
            events.append(Scenario.Event(
                start: points[i], unit: unit, textEn: text, textDe: text,
                major: slide.group?.lowercased() == "major",
                image: slide.media?.url, license: slide.media?.credit, source: slide.media?.caption))
        }
        let axis = points.map { $0.axisValue(in: unit) }
        guard let low = axis.indices.min(by: { axis[$0] < axis[$1] }),
              let high = axis.indices.max(by: { axis[$0] < axis[$1] }), axis[low] < axis[high] else {
            throw ValidationError(field: "events", "must span at least two different dates")
        }
        let name = document.title?.text?.headline.flatMap { $0.isEmpty ? nil : $0 } ?? named
        let text = document.title?.text?.text ?? ""
        return try Scenario(
            named: named, nameEn: name, nameDe: name, textEn: text, textDe: text, unit: unit,
            start: points[low], end: points[high], events: events,
            image: document.title?.media?.url, license: document.title?.media?.credit,
            source: document.title?.media?.caption)
    }

    /// Years TimelineJS files may use: far beyond the age of the universe, small enough that
    /// calendar arithmetic cannot overflow.
    public static let supportedYears = -100_000_000_000...100_000_000_000

    private static func check(_ date: TimelineJSDocument.DateParts, field: String) throws(ValidationError) {
        guard supportedYears.contains(date.year) else {
            throw ValidationError(field: field + ".year", "must be within 100 billion years of year 0")
        }
        if let month = date.month, !(1...12).contains(month) {
            throw ValidationError(field: field + ".month", "must be 1–12")
        }
        if let day = date.day {
            guard let month = date.month else { throw ValidationError(field: field + ".month", "is missing") }
            guard (1...LocalDate.daysIn(month: month, year: date.year)).contains(day) else {
                throw ValidationError(field: field + ".day", "day \(day) does not exist in month \(month)")
            }
        }
        for (value, name, limit) in [(date.hour, "hour", 24), (date.minute, "minute", 60), (date.second, "second", 60)] {
            if let value, !(0..<limit).contains(value) {
                throw ValidationError(field: field + "." + name, "must be 0–\(limit - 1)")
            }
        }
    }

    private static func point(of date: TimelineJSDocument.DateParts, unit: TimelineUnit) -> TimelinePoint {
        guard unit.isCalendar || preciseYears.contains(date.year) else { return .number(Double(date.year)) }
        let seconds = TimelineDateFormat.seconds(
            year: date.year, month: date.month ?? 1, day: date.day ?? 1,
            hour: date.hour ?? 0, minute: date.minute ?? 0, second: date.second ?? 0)
        if unit.isCalendar { return .date(Date(timeIntervalSince1970: seconds)) }
        let yearStart = TimelineDateFormat.seconds(year: date.year, month: 1, day: 1)
        return .number(Double(date.year) + (seconds - yearStart) / secondsInYear(date.year))
    }

    private static func secondsInYear(_ year: Int) -> Double {
        LocalDate.isLeap(year) ? 366 * 86_400 : 365 * 86_400
    }

    // MARK: Export

    /// The scenario as a TimelineJS3 document in one language. `presentYear` places a `yearsago`
    /// scenario on the calendar (year = presentYear − years ago); other units ignore it.
    /// Distances (`ae`, `miokm`, `miomiles`, `km`) have no dates and cannot be exported.
    public static func document(of scenario: Scenario, language: Language = .en, presentYear: Int? = nil)
        throws(ValidationError) -> TimelineJSDocument {
        var slides: [TimelineJSDocument.Slide] = []
        for event in scenario.events {
            let text = language == .de ? event.textDe : event.textEn
            let parts = text.components(separatedBy: "\n\n")
            let headline = parts.first ?? text
            let body = parts.dropFirst().joined(separator: "\n\n")
            slides.append(TimelineJSDocument.Slide(
                startDate: try dateParts(of: event.startDouble, unit: scenario.unit, presentYear: presentYear),
                text: TimelineJSDocument.Text(headline: headline, text: body.isEmpty ? nil : body),
                media: media(event.image, event.license, event.source),
                group: event.major ? "major" : nil))
        }
        let name = language == .de ? scenario.nameDe : scenario.nameEn
        let text = language == .de ? scenario.textDe : scenario.textEn
        let title = TimelineJSDocument.Slide(
            text: TimelineJSDocument.Text(headline: name, text: text.isEmpty ? nil : text),
            media: media(scenario.image, scenario.license, scenario.source))
        let deep = scenario.unit == .year || scenario.unit == .yearsago
        return TimelineJSDocument(title: title, events: slides, scale: deep ? "cosmological" : "human")
    }

    public static func exportJSON(of scenario: Scenario, language: Language = .en, presentYear: Int? = nil)
        throws(ValidationError) -> Data {
        let document = try document(of: scenario, language: language, presentYear: presentYear)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(document)
        } catch {
            throw ValidationError(field: "scenario", "could not be written as JSON")
        }
    }

    private static func media(_ url: String?, _ credit: String?, _ caption: String?) -> TimelineJSDocument.Media? {
        url == nil && credit == nil && caption == nil
            ? nil : TimelineJSDocument.Media(url: url, credit: credit, caption: caption)
    }

    private static func dateParts(of value: Double, unit: TimelineUnit, presentYear: Int?)
        throws(ValidationError) -> TimelineJSDocument.DateParts {
        switch unit {
        case .datetime, .date:
            let c = TimelineDateFormat.components(ofSeconds: value)
            let time = unit == .datetime
            return TimelineJSDocument.DateParts(
                year: c.year, month: c.month, day: c.day,
                hour: time ? c.hour : nil, minute: time ? c.minute : nil, second: time ? c.second : nil)
        case .year:
            return yearParts(value)
        case .yearsago:
            guard let presentYear else {
                throw ValidationError(field: "presentYear", "is needed to export years ago as TimelineJS years")
            }
            return yearParts(Double(presentYear) + value)
        case .ae, .miokm, .miomiles, .km:
            throw ValidationError(field: "unit",
                "a scenario in \(unit.rawValue) has no dates and cannot be exported to TimelineJS")
        }
    }

    /// Inverts `point(of:unit:)` for the `year` unit, to the nearest second.
    private static func yearParts(_ value: Double) -> TimelineJSDocument.DateParts {
        guard value.isFinite, abs(value) < 9e15 else { return TimelineJSDocument.DateParts(year: 0) }
        var year = Int(value.rounded(.down))
        guard preciseYears.contains(year) else { return TimelineJSDocument.DateParts(year: year) }
        var seconds = ((value - Double(year)) * secondsInYear(year)).rounded()
        if seconds >= secondsInYear(year) {
            year += 1
            seconds = 0
        }
        if seconds == 0 { return TimelineJSDocument.DateParts(year: year) }
        let c = TimelineDateFormat.components(ofSeconds: TimelineDateFormat.seconds(year: year, month: 1, day: 1) + seconds)
        return TimelineJSDocument.DateParts(year: c.year, month: c.month, day: c.day,
                                            hour: c.hour, minute: c.minute, second: c.second)
    }
}
