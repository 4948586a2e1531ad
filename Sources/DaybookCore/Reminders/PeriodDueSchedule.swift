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
            throw ValidationError(field: "daysBefore", .zeroToFourteenDays)
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

    /// A fire that the prediction as it is now puts up to this long ago still fires (late).
    public static let lateFireGrace: TimeInterval = 86_400

    /// One fire: when, and the predicted start it announces.
    public struct Fire: Sendable, Hashable {
        public let instant: Date
        public let periodStart: LocalDate

        public init(instant: Date, periodStart: LocalDate) {
            self.instant = instant
            self.periodStart = periodStart
        }
    }

    /// The fires of the predicted cycles, in order; none without a prediction.
    public func fires(for prediction: CyclePrediction, in zone: TimeZone) -> [Fire] {
        prediction.cycles.map {
            Fire(instant: LocalInstant.instant(on: $0.start.adding(days: -daysBefore), at: time, in: zone), periodStart: $0.start)
        }.sorted { $0.instant < $1.instant }
    }

    /// The first fire strictly after `instant`, and at least `minimumGap` after the last fire.
    public func firstFire(after instant: Date, lastFired: Date? = nil, prediction: CyclePrediction, in zone: TimeZone) -> Fire? {
        let earliest = lastFired.map { max(instant, $0.addingTimeInterval(Self.minimumGap)) } ?? instant
        return fires(for: prediction, in: zone).first { $0.instant > earliest }
    }

    /// The first fire's instant: a period-due reminder's next fire, as its planning and the scheduler
    /// both compute it.
    public func nextFire(after instant: Date, lastFired: Date? = nil, prediction: CyclePrediction, in zone: TimeZone) -> Date? {
        firstFire(after: instant, lastFired: lastFired, prediction: prediction, in: zone)?.instant
    }

    /// The fire due at `now` by this prediction: at or before `now`, at most `lateFireGrace` ago, and
    /// at least `minimumGap` after the last fire. Nil when the prediction moved and none is due.
    public func dueFire(at now: Date, lastFired: Date?, prediction: CyclePrediction, in zone: TimeZone) -> Fire? {
        guard let fire = firstFire(after: now.addingTimeInterval(-Self.lateFireGrace), lastFired: lastFired,
                                   prediction: prediction, in: zone),
              fire.instant <= now
        else { return nil }
        return fire
    }
}
