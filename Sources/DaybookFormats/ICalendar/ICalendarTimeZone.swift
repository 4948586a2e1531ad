import DaybookCore
import Foundation

/// The VTIMEZONE component a TZID needs (RFC 5545 requires one for every TZID used), built from the
/// system's zone data: the standard and daylight onsets of `year` written as yearly rules ("the last
/// Sunday of March at 02:00"), so calendars keep recurring events right in later years. A zone
/// without daylight saving time has one STANDARD part.
public struct ICalendarTimeZone: Sendable, Hashable {
    public var identifier: String
    /// The year whose rules are written; the rules of most zones have held for decades.
    public var year: Int

    public init(identifier: String, year: Int) {
        self.identifier = identifier
        self.year = year
    }

    func contentLines() -> [String] {
        guard let zone = TimeZone(identifier: identifier) else { return [] }
        var lines = ["BEGIN:VTIMEZONE", "TZID:\(identifier)"]
        let onsets = Self.transitions(of: zone, in: year)
        if onsets.isEmpty {
            let offset = Self.offset(zone.secondsFromGMT(for: Self.start(of: year)))
            lines += ["BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:\(offset)", "TZOFFSETTO:\(offset)", "END:STANDARD"]
        }
        for onset in onsets {
            let kind = zone.isDaylightSavingTime(for: onset) ? "DAYLIGHT" : "STANDARD"
            let before = zone.secondsFromGMT(for: onset.addingTimeInterval(-1)), after = zone.secondsFromGMT(for: onset)
            // DTSTART is the local time of the change in the offset before it, as RFC 5545 counts it.
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = .gmt
            let local = utc.dateComponents([.year, .month, .day, .hour, .minute, .second], from: onset.addingTimeInterval(Double(before)))
            guard let y = local.year, let month = local.month, let day = local.day, let hour = local.hour, let minute = local.minute,
                  let second = local.second else { continue }
            guard let date = try? LocalDate(year: y, month: month, day: day) else { continue }
            let weekday = ICalendarRecurringEvent.dayCodes[date.weekday - 1]
            let daysInMonth = LocalDate.daysIn(month: month, year: y)
            // "-1SU" when it is the month's last such weekday, else "2SU" and the like.
            let ordinal = day + 7 > daysInMonth ? -1 : (day - 1) / 7 + 1
            lines += [
                "BEGIN:\(kind)",
                "DTSTART:" + String(format: "%04d%02d%02dT%02d%02d%02d", y, month, day, hour, minute, second),
                "RRULE:FREQ=YEARLY;BYMONTH=\(month);BYDAY=\(ordinal)\(weekday)",
                "TZOFFSETFROM:\(Self.offset(before))",
                "TZOFFSETTO:\(Self.offset(after))",
                "END:\(kind)",
            ]
        }
        return lines + ["END:VTIMEZONE"]
    }

    /// The instants the zone's offset changes within `year`.
    static func transitions(of zone: TimeZone, in year: Int) -> [Date] {
        let end = start(of: year + 1)
        var found: [Date] = []
        var cursor = start(of: year)
        while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < end, found.count < 4 {
            found.append(next)
            cursor = next
        }
        return found
    }

    static func start(of year: Int) -> Date {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = .gmt
        return utc.date(from: DateComponents(year: year, month: 1, day: 1)) ?? Date(timeIntervalSince1970: 0)
    }

    /// "+0100", "-0430": RFC 5545's UTC offset.
    static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+", magnitude = abs(seconds)
        return String(format: "%@%02d%02d", sign, magnitude / 3600, magnitude % 3600 / 60)
    }
}
