/// Why a metric of the glucose report is null: a code for programs and a sentence for people.
public struct MetricUnavailable: Sendable, Codable, Equatable {
    public enum Reason: String, Sendable, Codable, CaseIterable {
        /// No readings in the range.
        case noReadings
        /// Too few readings, or too short a stretch of them, for the metric's definition.
        case tooFewReadings
        /// The readings do not span what the metric compares (a day for MODD, an hour for CONGA).
        case tooShortSpan
        /// Enough readings, but no excursion larger than one SD to measure (MAGE).
        case noExcursions
    }

    public let reason: Reason
    public let message: String

    public init(_ reason: Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }
}
