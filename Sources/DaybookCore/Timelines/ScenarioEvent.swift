import Foundation

extension Scenario {
    /// One event of a scenario. `major` events also notify during a run.
    public struct Event: Sendable, Hashable {
        /// Position in the scenario's event list, given when the scenario is built.
        public let index: Int
        public let start: TimelinePoint
        /// The value on the scenario unit's axis (see `TimelineUnit`).
        public let startDouble: Double
        public let textEn: String
        public let textDe: String
        public let major: Bool
        public let image: String?
        public let license: String?
        public let source: String?

        public var startDate: Date? { start.date }

        /// `index` is replaced by the event's position when the scenario is built.
        public init(
            index: Int = 0, start: TimelinePoint, unit: TimelineUnit, textEn: String, textDe: String,
            major: Bool = false, image: String? = nil, license: String? = nil, source: String? = nil
        ) {
            self.index = index
            self.start = start
            self.startDouble = start.axisValue(in: unit)
            self.textEn = textEn
            self.textDe = textDe
            self.major = major
            self.image = image
            self.license = license
            self.source = source
        }
    }
}
