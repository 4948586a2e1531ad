import Foundation
import Testing
@testable import DaybookCore

/// Hand-picked days around DST changes. Expected instants worked out from the tz rules:
/// US: DST from the second Sunday of March (2026-03-08) 02:00 EST to the first Sunday of November
/// (2026-11-01) 02:00 EDT; EU: last Sunday of March (2026-03-29) 01:00 UTC to the last Sunday of
/// October (2026-10-25) 01:00 UTC; Lord Howe: +10:30 standard, +11 summer, 30-minute shift at 02:00
/// local on the first Sunday of April (2026-04-05) and October (2026-10-04).
@Suite struct DayIntervalTests {
    @Test func newYorkSpringForwardDayHas23Hours() {
        let day = DayInterval(date: date("2026-03-08"), zone: zone("America/New_York"))
        #expect(day.start == instant("2026-03-08T05:00:00Z"))  // midnight EST (−5)
        #expect(day.end == instant("2026-03-09T04:00:00Z"))    // midnight EDT (−4)
        #expect(day.duration == 23 * 3600)
    }

    @Test func newYorkFallBackDayHas25Hours() {
        let ny = zone("America/New_York")
        let day = DayInterval(date: date("2026-11-01"), zone: ny)
        #expect(day.start == instant("2026-11-01T04:00:00Z"))
        #expect(day.end == instant("2026-11-02T05:00:00Z"))
        #expect(day.duration == 25 * 3600)
        // 01:30 happens twice that night (05:30Z in EDT, 06:30Z in EST); both are on November 1.
        #expect(LocalDate(instant("2026-11-01T05:30:00Z"), in: ny) == date("2026-11-01"))
        #expect(LocalDate(instant("2026-11-01T06:30:00Z"), in: ny) == date("2026-11-01"))
        // 23:59:59 EST is still November 1; a second later it is November 2.
        #expect(day.contains(instant("2026-11-02T04:59:59Z")))
        #expect(!day.contains(instant("2026-11-02T05:00:00Z")))
        #expect(LocalDate(instant("2026-11-02T05:00:00Z"), in: ny) == date("2026-11-02"))
    }

    @Test func berlinSpringForwardDayHas23Hours() {
        let berlin = zone("Europe/Berlin")
        let day = DayInterval(date: date("2026-03-29"), zone: berlin)
        #expect(day.start == instant("2026-03-28T23:00:00Z"))  // midnight CET (+1)
        #expect(day.end == instant("2026-03-29T22:00:00Z"))    // midnight CEST (+2)
        #expect(day.duration == 23 * 3600)
        #expect(!day.contains(instant("2026-03-28T22:59:59Z")))  // 23:59:59 on the 28th
        #expect(day.contains(instant("2026-03-29T00:30:00Z")))   // 01:30 CET, before the jump
        #expect(day.contains(instant("2026-03-29T01:00:00Z")))   // 03:00 CEST, just after
    }

    @Test func berlinFallBackDayHas25Hours() {
        let day = DayInterval(date: date("2026-10-25"), zone: zone("Europe/Berlin"))
        #expect(day.start == instant("2026-10-24T22:00:00Z"))
        #expect(day.end == instant("2026-10-25T23:00:00Z"))
        #expect(day.duration == 25 * 3600)
    }

    @Test func lordHoweShiftsByHalfAnHour() {
        let lordHowe = zone("Australia/Lord_Howe")
        let april = DayInterval(date: date("2026-04-05"), zone: lordHowe)
        #expect(april.start == instant("2026-04-04T13:00:00Z"))  // midnight at +11
        #expect(april.duration == 24.5 * 3600)
        let october = DayInterval(date: date("2026-10-04"), zone: lordHowe)
        #expect(october.start == instant("2026-10-03T13:30:00Z"))  // midnight at +10:30
        #expect(october.duration == 23.5 * 3600)
    }

    @Test func ordinaryDayInKathmanduStartsAtQuarterPastSixteenUTC() {
        // Nepal is +05:45 all year: local midnight is 18:15 UTC the evening before.
        let day = DayInterval(date: date("2026-06-15"), zone: zone("Asia/Kathmandu"))
        #expect(day.start == instant("2026-06-14T18:15:00Z"))
        #expect(day.duration == 24 * 3600)
    }

    @Test func apiaSkippedThe30thOfDecember2011() {
        // Samoa moved from −10 (summer time) to +14 at the end of 2011-12-29: the 30th never happened there.
        let apia = zone("Pacific/Apia")
        let before = DayInterval(date: date("2011-12-29"), zone: apia)
        let skipped = DayInterval(date: date("2011-12-30"), zone: apia)
        let after = DayInterval(date: date("2011-12-31"), zone: apia)
        #expect(before.start == instant("2011-12-29T10:00:00Z"))
        #expect(before.end == instant("2011-12-30T10:00:00Z"))
        #expect(skipped.isEmpty)
        #expect(after.start == instant("2011-12-30T10:00:00Z"))
        #expect(LocalDate(instant("2011-12-30T09:59:59Z"), in: apia) == date("2011-12-29"))
        #expect(LocalDate(instant("2011-12-30T10:00:00Z"), in: apia) == date("2011-12-31"))
    }

    @Test func entriesAreGroupedOnTheirLocalDay() throws {
        // 23:30 in New York on March 7 is 04:30 UTC on March 8; it belongs to March 7 there.
        let late = try StressRating(level: 4, time: instant("2026-03-08T04:30:00Z"))
        let early = try StressRating(level: 6, time: instant("2026-03-08T05:30:00Z"))
        let groups = [early, late].groupedByDay(in: zone("America/New_York"))
        #expect(groups[date("2026-03-07")] == [late])
        #expect(groups[date("2026-03-08")] == [early])
        #expect(late.day(in: zone("Europe/Berlin")) == date("2026-03-08"))
    }
}
