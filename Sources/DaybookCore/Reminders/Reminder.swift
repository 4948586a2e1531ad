import Foundation

/// A reminder as the user sets it up: what for, a local time, weekdays, on or off,
/// an optional text; period-due ones fire `daysBefore` days before the predicted start.
public struct Reminder: Sendable, Hashable {
    public var kind: ReminderKind
    public var time: TimeOfDay
    public var weekdays: Set<Int>
    public var enabled: Bool
    public var text: String?
    public var daysBefore: Int

    public init(kind: ReminderKind, time: TimeOfDay, weekdays: Set<Int> = ReminderSchedule.everyDay,
                enabled: Bool = true, text: String? = nil,
                daysBefore: Int = PeriodDueSchedule.defaultDaysBefore) throws(ValidationError) {
        _ = try ReminderSchedule(time: time, weekdays: weekdays, enabled: enabled)
        _ = try PeriodDueSchedule(time: time, daysBefore: daysBefore)
        self.kind = kind
        self.time = time
        self.weekdays = weekdays
        self.enabled = enabled
        self.text = try ReminderRules.text(text, kind: kind)
        self.daysBefore = daysBefore
    }

    /// The weekly schedule (every kind but period-due).
    public var schedule: ReminderSchedule {
        ReminderSchedule(checked: time, weekdays: weekdays, enabled: enabled)
    }

    /// The next fire strictly after `instant` in `zone`; a period-due reminder needs the prediction
    /// (none: no fire) and the last time it fired (it fires once per predicted cycle). Nil when
    /// switched off.
    public func nextFire(after instant: Date, in zone: TimeZone, prediction: CyclePrediction?,
                         lastFired: Date? = nil) -> Date? {
        guard enabled else { return nil }
        guard kind == .periodDue else { return schedule.nextFire(after: instant, in: zone) }
        guard let prediction else { return nil }
        return periodDueSchedule.nextFire(after: instant, lastFired: lastFired, prediction: prediction, in: zone)
    }

    /// When it fires as a period-due reminder: `daysBefore` days before each predicted start.
    public var periodDueSchedule: PeriodDueSchedule {
        PeriodDueSchedule(checked: time, daysBefore: daysBefore)
    }

    /// The notification's title: the user's text, or the kind's default.
    public var title: String { text ?? kind.defaultTitle }
}
