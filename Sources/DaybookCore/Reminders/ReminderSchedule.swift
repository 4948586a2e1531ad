import Foundation

/// When a weekly reminder fires: a local time of day on chosen ISO weekdays (Monday = 1), in the
/// user's time zone, so 08:00 stays 08:00 on the wall clock across DST changes.
public struct ReminderSchedule: Sendable, Hashable {
    public var time: TimeOfDay
    public var weekdays: Set<Int>
    public var enabled: Bool

    public static let everyDay: Set<Int> = Set(1...7)

    public init(time: TimeOfDay, weekdays: Set<Int> = everyDay, enabled: Bool = true) throws(ValidationError) {
        guard !weekdays.isEmpty else { throw ValidationError(field: "weekdays", .atLeastOneWeekday) }
        guard weekdays.allSatisfy({ (1...7).contains($0) }) else {
            throw ValidationError(field: "weekdays", .weekdaysOneToSeven)
        }
        self.time = time
        self.weekdays = weekdays
        self.enabled = enabled
    }

    /// For values already checked (a stored reminder).
    init(checked time: TimeOfDay, weekdays: Set<Int>, enabled: Bool) {
        self.time = time
        self.weekdays = weekdays
        self.enabled = enabled
    }

    /// The first fire strictly after `instant`, or nil when the reminder is switched off.
    /// DST rules: `LocalInstant`.
    public func nextFire(after instant: Date, in zone: TimeZone) -> Date? {
        guard enabled else { return nil }
        // From the day before (a gap can move a late time past midnight) through a week and a bit.
        let today = LocalDate(instant, in: zone)
        for offset in -1...8 {
            let day = today.adding(days: offset)
            guard weekdays.contains(day.weekday) else { continue }
            let fire = LocalInstant.instant(on: day, at: time, in: zone)
            if fire > instant { return fire }
        }
        return nil
    }
}
