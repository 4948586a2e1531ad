import Foundation
import Testing
import DaybookCore
import DaybookFormats

@Suite struct ReminderFeedTests {
    @Test func weeklyRemindersBecomeRecurringEventsWithADisplayAlarm() throws {
        let water = try Reminder(kind: .water, time: TimeOfDay(parsing: "10:30"), weekdays: [1, 3, 5])
        let off = try Reminder(kind: .stressLog, time: TimeOfDay(parsing: "20:00"), enabled: false)
        let due = try Reminder(kind: .periodDue, time: TimeOfDay(parsing: "09:00"))
        let events = ReminderFeed.events(for: [("a1", water), ("b2", off), ("c3", due)], domain: "u.daybook",
                                         stamp: Date(timeIntervalSince1970: 0), firstDay: date("2026-11-23"),
                                         timeZone: "Europe/Berlin")
        #expect(events.count == 1)
        let rendered = ICalendar(name: "Daybook", recurringEvents: events).render()
        #expect(rendered.contains([
            "BEGIN:VEVENT", "UID:reminder-a1@u.daybook", "DTSTAMP:19700101T000000Z",
            "DTSTART;TZID=Europe/Berlin:20261123T103000", "DURATION:PT5M", "RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR",
            "SUMMARY:Time to drink some water", "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:PT0M",
            "DESCRIPTION:Time to drink some water", "END:VALARM", "END:VEVENT",
        ].joined(separator: "\r\n")))
        // Two days before at 09:00: −2 × 1 440 + 540 minutes from the period's first midnight.
        #expect(ReminderFeed.periodAlarmMinutes(for: [water, due]) == -2_340)
        #expect(ICalendarAlarm(minutesFromStart: -2_340).trigger == "-P1DT15H")
        #expect(ReminderFeed.periodAlarmMinutes(for: [water]) == nil)
    }
}
