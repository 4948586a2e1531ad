import DaybookCore
import Foundation

/// A small iCalendar (RFC 5545) writer for feeds of all-day events, such as predicted periods.
public struct ICalendar: Sendable, Hashable {
    public var productID: String
    /// Shown as the calendar's name by Apple Calendar and Google (X-WR-CALNAME, a common extension).
    public var name: String?
    public var events: [ICalendarEvent]
    /// Weekly events at a local time, such as reminders.
    public var recurringEvents: [ICalendarRecurringEvent]

    public init(productID: String = "-//Daybook//Daybook//EN", name: String? = nil, events: [ICalendarEvent] = [],
                recurringEvents: [ICalendarRecurringEvent] = []) {
        self.productID = productID
        self.name = name
        self.events = events
        self.recurringEvents = recurringEvents
    }

    /// The whole VCALENDAR object with CRLF line ends and folded lines.
    public func render() -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:\(ICalendarText.escape(productID))", "CALSCALE:GREGORIAN"]
        if let name { lines.append("X-WR-CALNAME:\(ICalendarText.escape(name))") }
        // Every TZID used needs its VTIMEZONE, with the rules of the year the first occurrence falls in.
        var described: Set<String> = []
        for event in recurringEvents where described.insert(event.timeZone).inserted {
            lines += ICalendarTimeZone(identifier: event.timeZone, year: event.firstDay.year).contentLines()
        }
        for event in events { lines += event.contentLines() }
        for event in recurringEvents { lines += event.contentLines() }
        lines.append("END:VCALENDAR")
        return lines.map(ICalendarText.fold).joined(separator: ICalendarText.lineEnd) + ICalendarText.lineEnd
    }
}

/// An all-day event from `start` through `lastDay`, both included.
public struct ICalendarEvent: Sendable, Hashable {
    /// Globally unique and stable across renders, so calendars update an event instead of duplicating it.
    public var uid: String
    /// When this version of the event was made; written in UTC.
    public var stamp: Date
    public var start: LocalDate
    public var lastDay: LocalDate
    public var summary: String
    public var description: String?
    public var alarm: ICalendarAlarm?

    public init(uid: String, stamp: Date, start: LocalDate, lastDay: LocalDate, summary: String,
                description: String? = nil, alarm: ICalendarAlarm? = nil) {
        self.uid = uid
        self.stamp = stamp
        self.start = start
        self.lastDay = max(start, lastDay)
        self.summary = summary
        self.description = description
        self.alarm = alarm
    }

    func contentLines() -> [String] {
        var lines = [
            "BEGIN:VEVENT",
            "UID:\(ICalendarText.escape(uid))",
            "DTSTAMP:\(Self.utc(stamp))",
            "DTSTART;VALUE=DATE:\(Self.basic(start))",
            // DTEND of an all-day event is exclusive: the day after the last day (RFC 5545 §3.6.1).
            "DTEND;VALUE=DATE:\(Self.basic(lastDay.adding(days: 1)))",
            "SUMMARY:\(ICalendarText.escape(summary))",
        ]
        if let description { lines.append("DESCRIPTION:\(ICalendarText.escape(description))") }
        if let alarm { lines += alarm.contentLines(fallbackText: summary) }
        lines.append("END:VEVENT")
        return lines
    }

    /// DATE value form YYYYMMDD (RFC 5545 §3.3.4).
    static func basic(_ date: LocalDate) -> String {
        String(format: "%04d%02d%02d", date.year, date.month, date.day)
    }

    /// UTC DATE-TIME form YYYYMMDDTHHMMSSZ (RFC 5545 §3.3.5), whole seconds.
    static func utc(_ instant: Date) -> String {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
        let (days, secondOfDay) = (seconds.floorDivided(by: 86_400), seconds.floorModulo(86_400))
        let date = LocalDate(dayNumber: days)
        return basic(date) + String(format: "T%02d%02d%02dZ", secondOfDay / 3600, secondOfDay / 60 % 60, secondOfDay % 60)
    }
}

/// A display alarm relative to the event's start (local midnight of its first day).
public struct ICalendarAlarm: Sendable, Hashable {
    /// Minutes from the start; negative is before it (−540 = 15:00 the day before).
    public var minutesFromStart: Int
    public var text: String?

    public init(minutesFromStart: Int, text: String? = nil) {
        self.minutesFromStart = minutesFromStart
        self.text = text
    }

    /// The TRIGGER duration (RFC 5545 §3.3.6), e.g. -P1D, -PT9H, P1DT2H30M.
    public var trigger: String {
        let sign = minutesFromStart < 0 ? "-" : ""
        let total = abs(minutesFromStart)
        let (days, hours, minutes) = (total / 1440, total / 60 % 24, total % 60)
        var text = sign + "P"
        if days > 0 { text += "\(days)D" }
        if hours > 0 || minutes > 0 || days == 0 {
            text += "T"
            if hours > 0 { text += "\(hours)H" }
            if minutes > 0 || hours == 0 { text += "\(minutes)M" }
        }
        return text
    }

    func contentLines(fallbackText: String) -> [String] {
        // DISPLAY alarms must carry a DESCRIPTION (RFC 5545 §3.6.6).
        ["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:\(trigger)",
         "DESCRIPTION:\(ICalendarText.escape(text ?? fallbackText))", "END:VALARM"]
    }
}

extension Int {
    fileprivate func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor < 0) ? quotient - 1 : quotient
    }

    fileprivate func floorModulo(_ divisor: Int) -> Int {
        let remainder = self % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }
}
