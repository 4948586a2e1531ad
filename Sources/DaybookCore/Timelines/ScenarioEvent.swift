import Foundation

extension Scenario {
    /// One event of a scenario. `major` events also notify during a run.
    public struct Event: Sendable, Hashable {
        /// Position in the scenario's event list, given when the scenario is built.
        public let index: Int
        public let start: TimelinePoint
        /// The value on the scenario unit's axis (see `TimelineUnit`).
        public let startDouble: Double
        /// Where a span ends (TimelineJS's `end_date`); nil for a moment. Runs notify at the start.
        public let end: TimelinePoint?
        public let endDouble: Double?
        public let textEn: String
        public let textDe: String
        public let major: Bool
        public let image: String?
        public let license: String?
        public let source: String?
        public let startNotation: TimelineDateNotation?
        public let endNotation: TimelineDateNotation?
        /// How the text was given; an import of a slide without headline is not given one on export.
        public let textForm: SlideTextForm
        public let presentation: SlidePresentation?

        public var startDate: Date? { start.date }

        /// `index` is replaced by the event's position when the scenario is built.
        public init(
            index: Int = 0, start: TimelinePoint, unit: TimelineUnit, textEn: String, textDe: String,
            major: Bool = false, image: String? = nil, license: String? = nil, source: String? = nil,
            end: TimelinePoint? = nil, startNotation: TimelineDateNotation? = nil,
            endNotation: TimelineDateNotation? = nil, textForm: SlideTextForm = .headline,
            presentation: SlidePresentation? = nil
        ) {
            self.index = index
            self.start = start
            self.startDouble = start.axisValue(in: unit)
            self.end = end
            self.endDouble = end?.axisValue(in: unit)
            self.textEn = textEn
            self.textDe = textDe
            self.major = major
            self.image = image
            self.license = license
            self.source = source
            self.startNotation = startNotation?.nonEmpty
            self.endNotation = endNotation?.nonEmpty
            self.textForm = textForm
            self.presentation = presentation?.nonEmpty
        }

        /// The same event at another position of the list.
        func positioned(at position: Int, unit: TimelineUnit) -> Event {
            Event(index: position, start: start, unit: unit, textEn: textEn, textDe: textDe, major: major,
                  image: image, license: license, source: source, end: end, startNotation: startNotation,
                  endNotation: endNotation, textForm: textForm, presentation: presentation)
        }
    }
}
