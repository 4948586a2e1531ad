import DaybookCore
import Foundation

/// A short event at a local time, repeated weekly on chosen weekdays, with a display alarm at its
/// start: how a reminder shows in a calendar app. The time is given with the user's IANA zone as
/// TZID, so calendars keep it at the same wall-clock time across DST changes.
public struct ICalendarRecurringEvent: Sendable, Hashable {
    public var uid: String
    public var stamp: Date
    /// The first occurrence's day (calendars show nothing before DTSTART).
    public var firstDay: LocalDate
    public var time: TimeOfDay
    public var timeZone: String
    /// ISO weekdays, Monday = 1.
    public var weekdays: Set<Int>
    public var summary: String
    public var durationMinutes: Int

    public init(uid: String, stamp: Date, firstDay: LocalDate, time: TimeOfDay, timeZone: String,
                weekdays: Set<Int>, summary: String, durationMinutes: Int = 5) {
        self.uid = uid
        self.stamp = stamp
        // DTSTART should be an occurrence of the RRULE (RFC 5545 §3.8.5.3): the first chosen weekday.
        var first = firstDay
        for _ in 0..<7 where !weekdays.contains(first.weekday) { first = first.adding(days: 1) }
        self.firstDay = first
        self.time = time
        self.timeZone = timeZone
        self.weekdays = weekdays
        self.summary = summary
        self.durationMinutes = durationMinutes
    }

    /// RFC 5545 BYDAY codes, Monday = 1.
    static let dayCodes = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]

    func contentLines() -> [String] {
        let days = weekdays.sorted().filter { (1...7).contains($0) }.map { Self.dayCodes[$0 - 1] }
        let start = ICalendarEvent.basic(firstDay) + String(format: "T%02d%02d00", time.hour, time.minute)
        return [
            "BEGIN:VEVENT",
            "UID:\(ICalendarText.escape(uid))",
            "DTSTAMP:\(ICalendarEvent.utc(stamp))",
            "DTSTART;TZID=\(timeZone):\(start)",
            "DURATION:PT\(durationMinutes)M",
            "RRULE:FREQ=WEEKLY;BYDAY=\(days.joined(separator: ","))",
            "SUMMARY:\(ICalendarText.escape(summary))",
        ] + ICalendarAlarm(minutesFromStart: 0).contentLines(fallbackText: summary) + ["END:VEVENT"]
    }
}
