import Foundation

/// A named timeline of events, replayed in a run time the user chooses.
/// Built only through the validating initialiser, so every `Scenario` value can be run.
public struct Scenario: Sendable, Hashable {
    /// The key the scenario is fetched by (`/api/v1/timelines/scenarios/{named}`).
    public let named: String
    public let nameEn: String
    public let nameDe: String
    public let textEn: String
    public let textDe: String
    public let unit: TimelineUnit
    /// Start and end as written in the file; see `startDouble`/`endDouble` for the axis values.
    public let start: TimelinePoint
    public let end: TimelinePoint
    public let events: [Event]
    public let image: String?
    public let license: String?
    public let source: String?
    /// Named spans drawn under the events (TimelineJS's eras); none for Daybook's own scenarios.
    public let eras: [Era]
    /// How the title slide gave the name and text: without a headline, `nameEn`/`nameDe` are `named`
    /// and an export writes no headline.
    public let titleForm: SlideTextForm
    public let titlePresentation: SlidePresentation?
    /// TimelineJS's `scale` when the file chose one that its years did not call for (see
    /// `TimelineJS.scale(forYears:)`); nil otherwise.
    public let scale: String?

    public var startDate: Date? { start.date }
    public var endDate: Date? { end.date }
    public var startDouble: Double { start.axisValue(in: unit) }
    public var endDouble: Double { end.axisValue(in: unit) }
    public var totalEvents: Int { events.count }
    public var majorEvents: Int { events.count(where: \.major) }

    /// The longest `named`, so it stays a readable URL path segment.
    public static let maximumNamedLength = 64

    /// Validates the scenario's rules and gives each event its `index` (its position in `events`).
    /// Errors name the JSON field, e.g. "events[3].start".
    public init(
        named: String, nameEn: String, nameDe: String, textEn: String, textDe: String,
        unit: TimelineUnit, start: TimelinePoint, end: TimelinePoint, events: [Event],
        image: String? = nil, license: String? = nil, source: String? = nil, eras: [Era] = [],
        titleForm: SlideTextForm = .headline, titlePresentation: SlidePresentation? = nil, scale: String? = nil
    ) throws(ValidationError) {
        let allowed = named.unicodeScalars.allSatisfy {
            $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_")
        }
        guard !named.isEmpty, named.count <= Self.maximumNamedLength, allowed else {
            throw ValidationError(field: "named", .namedShape, ["maximum": "\(Self.maximumNamedLength)"])
        }
        try Self.requireText(nameEn, field: "nameEn")
        try Self.requireText(nameDe, field: "nameDe")
        try Self.check(start, unit: unit, field: "start")
        try Self.check(end, unit: unit, field: "end")
        let startValue = start.axisValue(in: unit)
        let endValue = end.axisValue(in: unit)
        guard startValue != endValue else {
            throw ValidationError(field: "end", .differFromStart)
        }
        guard !events.isEmpty else {
            throw ValidationError(field: "events", .atLeastOneEvent)
        }
        // Inclusive, in either direction: a scenario may run from a larger to a smaller value.
        let range = min(startValue, endValue)...max(startValue, endValue)
        for (position, event) in events.enumerated() {
            let prefix = "events[\(position)]"
            try Self.check(event.start, unit: unit, within: range, field: prefix + ".start")
            if let end = event.end { try Self.check(end, unit: unit, within: range, field: prefix + ".end") }
            try Self.requireText(event.textEn, field: prefix + ".textEn")
            try Self.requireText(event.textDe, field: prefix + ".textDe")
        }
        for (position, era) in eras.enumerated() {
            try Self.check(era.start, unit: unit, within: range, field: "eras[\(position)].start")
            try Self.check(era.end, unit: unit, within: range, field: "eras[\(position)].end")
        }
        self.named = named
        self.nameEn = nameEn
        self.nameDe = nameDe
        self.textEn = textEn
        self.textDe = textDe
        self.unit = unit
        self.start = start
        self.end = end
        self.events = events.enumerated().map { position, event in event.positioned(at: position, unit: unit) }
        self.image = image
        self.license = license
        self.source = source
        self.eras = eras
        self.titleForm = titleForm
        self.titlePresentation = titlePresentation?.nonEmpty
        self.scale = scale
    }

    private static func requireText(_ text: String, field: String) throws(ValidationError) {
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw ValidationError(field: field, .notEmpty)
        }
    }

    /// A point of an event or era: valid for the unit and inside the scenario.
    private static func check(_ point: TimelinePoint, unit: TimelineUnit, within range: ClosedRange<Double>,
                              field: String) throws(ValidationError) {
        try check(point, unit: unit, field: field)
        guard range.contains(point.axisValue(in: unit)) else {
            throw ValidationError(field: field, .withinScenario)
        }
    }

    /// Dates for `datetime`/`date`, finite numbers for every other unit.
    private static func check(_ point: TimelinePoint, unit: TimelineUnit, field: String) throws(ValidationError) {
        switch point {
        case .date(let date):
            guard unit.isCalendar else {
                throw ValidationError(field: field, .numberForUnit, ["unit": unit.rawValue])
            }
            guard TimelineDateFormat.supportedSeconds.contains(date.timeIntervalSince1970) else {
                throw ValidationError(field: field, .dateInSupportedYears)
            }
        case .number(let number):
            guard !unit.isCalendar else {
                throw ValidationError(field: field, .dateForUnit, ["unit": unit.rawValue])
            }
            guard number.isFinite else { throw ValidationError(field: field, .finiteNumber) }
        }
    }
}
