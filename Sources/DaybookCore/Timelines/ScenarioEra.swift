extension Scenario {
    /// A named span of the scenario's time, drawn under the events (TimelineJS's eras, e.g. a
    /// geological period). Eras do not notify during a run.
    public struct Era: Sendable, Hashable {
        public let start: TimelinePoint
        public let end: TimelinePoint
        /// The values on the scenario unit's axis.
        public let startDouble: Double
        public let endDouble: Double
        /// The era's headline and text in each language; empty when the era has none.
        public let nameEn: String
        public let nameDe: String
        public let textEn: String
        public let textDe: String
        public let startNotation: TimelineDateNotation?
        public let endNotation: TimelineDateNotation?

        public init(
            start: TimelinePoint, end: TimelinePoint, unit: TimelineUnit, nameEn: String = "", nameDe: String = "",
            textEn: String = "", textDe: String = "", startNotation: TimelineDateNotation? = nil,
            endNotation: TimelineDateNotation? = nil
        ) {
            self.start = start
            self.end = end
            self.startDouble = start.axisValue(in: unit)
            self.endDouble = end.axisValue(in: unit)
            self.nameEn = nameEn
            self.nameDe = nameDe
            self.textEn = textEn
            self.textDe = textDe
            self.startNotation = startNotation?.nonEmpty
            self.endNotation = endNotation?.nonEmpty
        }
    }
}
