import Foundation
import Testing
import DaybookCore
@testable import DaybookFormats

@Suite struct ICalendarTests {
    /// 2026-06-01T08:30:00Z (epoch seconds computed with Python's datetime).
    let stamp = Date(timeIntervalSince1970: 1_780_302_600)

    @Test func rendersATinyCalendarExactly() {
        let calendar = ICalendar(events: [ICalendarEvent(
            uid: "period-1@example.org", stamp: stamp, start: date("2026-06-18"), lastDay: date("2026-06-22"),
            summary: "Predicted period", description: "Start between 2026-06-16, 2026-06-20",
            alarm: ICalendarAlarm(minutesFromStart: -540)
        )])
        let expected = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Daybook//Daybook//EN", "CALSCALE:GREGORIAN",
            "BEGIN:VEVENT", "UID:period-1@example.org", "DTSTAMP:20260601T083000Z",
            "DTSTART;VALUE=DATE:20260618", "DTEND;VALUE=DATE:20260623", "SUMMARY:Predicted period",
            "DESCRIPTION:Start between 2026-06-16\\, 2026-06-20",
            "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT9H", "DESCRIPTION:Predicted period", "END:VALARM",
            "END:VEVENT", "END:VCALENDAR",
        ].map { $0 + "\r\n" }.joined()
        #expect(calendar.render() == expected)
    }

    @Test func escapesBackslashSemicolonCommaAndNewlines() {
        #expect(ICalendarText.escape("a\\b;c,d\ne\r\nf\rg") == #"a\\b\;c\,d\ne\nf\ng"#)
        #expect(ICalendarText.escape("plain text") == "plain text")
    }

    /// A TEXT value holds no control character but a tab (RFC 5545 §3.3.11); the other line breaks, at
    /// which some readers split lines (Python's `splitlines` among them), are newlines in the value, so
    /// a reminder's text cannot start a line of its own ("x\u{0B}BEGIN:VEVENT").
    @Test func otherLineBreaksAreNewlinesAndControlCharactersAreLeftOut() {
        #expect(ICalendarText.escape("a\u{0B}b\u{0C}c\u{85}d\u{2028}e\u{2029}f") == #"a\nb\nc\nd\ne\nf"#)
        #expect(ICalendarText.escape("x\u{0B}BEGIN:VEVENT") == #"x\nBEGIN:VEVENT"#)
        #expect(ICalendarText.escape("bell\u{07} del\u{7F} esc\u{1B} c1\u{9B} nul\u{00}") == "bell del esc c1 nul")
        #expect(ICalendarText.escape("tab\tkept") == "tab\tkept")
    }

    /// "SUMMARY:" is 8 octets and "ü" 2: 33 of them fill 74 octets and a 34th would make 76, so the
    /// fold comes after 33; the rest is a space and 7 ü (15 octets).
    @Test func foldsAtSeventyFiveOctetsWithoutSplittingACharacter() {
        let line = "SUMMARY:" + String(repeating: "ü", count: 40)
        #expect(ICalendarText.fold(line) == "SUMMARY:" + String(repeating: "ü", count: 33) + "\r\n " + String(repeating: "ü", count: 7))
        // ASCII: 12 + 63 = 75 octets on the first line, then a space and the remaining 37.
        let ascii = "DESCRIPTION:" + String(repeating: "a", count: 100)
        #expect(ICalendarText.fold(ascii) == "DESCRIPTION:" + String(repeating: "a", count: 63) + "\r\n " + String(repeating: "a", count: 37))
        let exactly75 = String(repeating: "b", count: 75)
        #expect(ICalendarText.fold(exactly75) == exactly75)
    }

    /// Whatever the text, every physical line is at most 75 octets and valid UTF-8 on its own,
    /// and unfolding gives the text back.
    @Test func foldedLinesAreShortValidAndUnfoldBack() {
        let texts = ["🩸 Periode · Fruchtbare Tage · " + String(repeating: "日本語🙂é", count: 20), String(repeating: "x", count: 300), ""]
        for text in texts {
            let folded = ICalendarText.fold("SUMMARY:" + ICalendarText.escape(text))
            let bytes = Array(folded.utf8)
            var lines: [[UInt8]] = [[]]
            var index = 0
            while index < bytes.count {
                if bytes[index] == 13, index + 1 < bytes.count, bytes[index + 1] == 10 {
                    lines.append([])
                    index += 2
                } else {
                    lines[lines.count - 1].append(bytes[index])
                    index += 1
                }
            }
            for (number, line) in lines.enumerated() {
                #expect(line.count <= 75)
                #expect(String(validating: line, as: UTF8.self) != nil)
                if number > 0 { #expect(line.first == 32) }
            }
            #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == "SUMMARY:" + ICalendarText.escape(text))
        }
    }

    @Test func triggersAreRFC5545Durations() {
        #expect(ICalendarAlarm(minutesFromStart: -1440).trigger == "-P1D")
        #expect(ICalendarAlarm(minutesFromStart: -540).trigger == "-PT9H")
        #expect(ICalendarAlarm(minutesFromStart: 90).trigger == "PT1H30M")
        #expect(ICalendarAlarm(minutesFromStart: 0).trigger == "PT0M")
        #expect(ICalendarAlarm(minutesFromStart: -1470).trigger == "-P1DT30M")
        #expect(ICalendarAlarm(minutesFromStart: 1560).trigger == "P1DT2H")
    }

    /// One second before the epoch is 1969-12-31 23:59:59 UTC.
    @Test func stampsBeforeTheEpochAreWrittenCorrectly() {
        let event = ICalendarEvent(uid: "x", stamp: Date(timeIntervalSince1970: -1), start: date("2026-01-01"), lastDay: date("2026-01-01"), summary: "x")
        #expect(ICalendar(events: [event]).render().contains("DTSTAMP:19691231T235959Z\r\n"))
    }

    /// Every TZID a feed uses comes with its VTIMEZONE: the year's onsets as yearly rules.
    @Test func timeZonesAreDescribedWithTheirYearlyRules() throws {
        let berlin = ICalendarTimeZone(identifier: "Europe/Berlin", year: 2026).contentLines()
        // 2026: summer time from Sunday 29 March 02:00 (+0100 → +0200) to Sunday 25 October 03:00 local.
        #expect(berlin == [
            "BEGIN:VTIMEZONE", "TZID:Europe/Berlin",
            "BEGIN:DAYLIGHT", "DTSTART:20260329T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
            "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "END:DAYLIGHT",
            "BEGIN:STANDARD", "DTSTART:20261025T030000", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
            "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "END:STANDARD",
            "END:VTIMEZONE",
        ])
        // New York: the second Sunday of March (8 March 2026) and the first of November (1 November).
        let newYork = ICalendarTimeZone(identifier: "America/New_York", year: 2026).contentLines()
        #expect(newYork.contains("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU") && newYork.contains("DTSTART:20260308T020000"))
        #expect(newYork.contains("RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU") && newYork.contains("TZOFFSETTO:-0500"))
        // Without daylight saving time: one standard part.
        #expect(ICalendarTimeZone(identifier: "Asia/Kolkata", year: 2026).contentLines() == [
            "BEGIN:VTIMEZONE", "TZID:Asia/Kolkata", "BEGIN:STANDARD", "DTSTART:19700101T000000",
            "TZOFFSETFROM:+0530", "TZOFFSETTO:+0530", "END:STANDARD", "END:VTIMEZONE",
        ])
        let feed = ICalendar(recurringEvents: [
            ICalendarRecurringEvent(uid: "a", stamp: Date(timeIntervalSince1970: 0), firstDay: try LocalDate(parsing: "2026-05-04"),
                                    time: try TimeOfDay(hour: 9, minute: 0), timeZone: "Europe/Berlin", weekdays: [1], summary: "A"),
            ICalendarRecurringEvent(uid: "b", stamp: Date(timeIntervalSince1970: 0), firstDay: try LocalDate(parsing: "2026-05-04"),
                                    time: try TimeOfDay(hour: 21, minute: 0), timeZone: "Europe/Berlin", weekdays: [2], summary: "B"),
        ]).render()
        #expect(feed.components(separatedBy: "BEGIN:VTIMEZONE").count == 2, "one VTIMEZONE for the one zone used")
    }
}
