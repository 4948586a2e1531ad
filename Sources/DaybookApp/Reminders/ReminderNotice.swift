import DaybookCore
import Foundation

/// The inbox notification a reminder leaves when it fires.
enum ReminderNotice {
    /// Dated when the reminder was due, so one fired late after a restart keeps its place; a
    /// period-due reminder names the predicted start it announces.
    static func draft(_ reminder: Reminder, id: UUID, due: Date, periodStart: LocalDate?, now: Date, zone: TimeZone) -> NotificationInbox.Draft {
        NotificationInbox.Draft(
            kind: "reminder", title: reminder.title, body: body(reminder, periodStart: periodStart, now: now, zone: zone),
            createdAt: due, link: "/api/v1/reminders/\(id)",
            data: NotificationData(reminderId: id, reminderKind: reminder.kind.rawValue, dueAt: due))
    }

    static func body(_ reminder: Reminder, periodStart: LocalDate?, now: Date, zone: TimeZone) -> String {
        if let periodStart {
            let days = periodStart.days(since: LocalDate(now, in: zone))
            return "Your next period is predicted to start on \(periodStart) (in \(days) day\(days == 1 ? "" : "s"))."
        }
        return reminder.text == nil ? "Your \(reminder.time) reminder." : "\(reminder.kind.defaultTitle) (\(reminder.time))."
    }
}
