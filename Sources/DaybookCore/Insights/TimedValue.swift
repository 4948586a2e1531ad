import Foundation

/// One timestamped number (a stress rating, a glucose reading in mg/dL, grams of carbs, insulin units).
/// The integrator maps journal entries to these, so the insights know nothing of the journal's types.
public struct TimedValue: Sendable, Hashable, Codable {
    public var time: Date
    public var value: Double

    public init(time: Date, value: Double) {
        self.time = time
        self.value = value
    }
}
