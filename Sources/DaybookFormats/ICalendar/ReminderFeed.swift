import DaybookCore
import Foundation

/// Reminders in the subscribable calendar feed: each enabled weekly reminder as a recurring event
/// with an alarm; period-due reminders as an alarm on the predicted periods (`CycleFeed`'s
/// `periodAlarmMinutes`), since their day follows the prediction.
public enum ReminderFeed {
    /// `reminders` with stable ids; UIDs are `reminder-<id>@domain`.
    public static func events(for reminders: [(id: String, reminder: Reminder)], domain: String, stamp: Date,
                              firstDay: LocalDate, timeZone: String) -> [ICalendarRecurringEvent] {
        reminders.filter { $0.reminder.enabled && $0.reminder.kind != .periodDue }.map { id, reminder in
            ICalendarRecurringEvent(uid: "reminder-\(id)@\(domain)", stamp: stamp, firstDay: firstDay, time: reminder.time,
                                    timeZone: timeZone, weekdays: reminder.weekdays, summary: reminder.title)
        }
    }

    /// The alarm of the predicted periods, in minutes from the first day's midnight: the first enabled
    /// period-due reminder's time, `daysBefore` days earlier (2 days before at 09:00 → −2 280).
    public static func periodAlarmMinutes(for reminders: [Reminder]) -> Int? {
        guard let reminder = reminders.first(where: { $0.enabled && $0.kind == .periodDue }) else { return nil }
        return -reminder.daysBefore * 1_440 + reminder.time.secondOfDay / 60
    }
}
