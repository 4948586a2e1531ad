import Foundation

/// When a period-due reminder fires: `daysBefore` days before a predicted period start, at the
/// reminder's local time. Weekdays do not apply: the period decides the day.
public struct PeriodDueSchedule: Sendable, Hashable {
    public var time: TimeOfDay
    public var daysBefore: Int

    public static let defaultDaysBefore = 2
    public static let daysBeforeRange = 0...14

    public init(time: TimeOfDay, daysBefore: Int = defaultDaysBefore) throws(ValidationError) {
        guard Self.daysBeforeRange.contains(daysBefore) else {
            throw ValidationError(field: "daysBefore", "must be 0–14 days")
        }
        self.time = time
        self.daysBefore = daysBefore
    }

    init(checked time: TimeOfDay, daysBefore: Int) {
        self.time = time
        self.daysBefore = daysBefore
    }

    /// A predicted start moves as days pass and flow is logged; without this gap a reminder that
    /// fired for a cycle could fire again for the same cycle when its prediction moved a day later.
    /// Accepted cycles are at least 15 days long (`Preferences.cycleLengthRange`).
    public static let minimumGap: TimeInterval = 14 * 86_400

    /// The fire instants of the predicted cycles, in order; none without a prediction.
    public func fires(for prediction: CyclePrediction, in zone: TimeZone) -> [Date] {
        prediction.cycles.map { LocalInstant.instant(on: $0.start.adding(days: -daysBefore), at: time, in: zone) }.sorted()
    }

    /// The first fire strictly after `instant`, and at least `minimumGap` after the last fire.
    public func nextFire(after instant: Date, lastFired: Date? = nil, prediction: CyclePrediction, in zone: TimeZone) -> Date? {
        let earliest = lastFired.map { max(instant, $0.addingTimeInterval(Self.minimumGap)) } ?? instant
        return fires(for: prediction, in: zone).first { $0 > earliest }
    }
}
