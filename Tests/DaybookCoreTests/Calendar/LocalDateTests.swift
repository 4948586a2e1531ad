import DaybookCore
import Foundation
import PropertyBased
import Testing

@Suite struct LocalDateTests {
    @Test func parsesOnlyRealDatesInTheStrictFormat() throws {
        #expect(try LocalDate(parsing: "2024-02-29").description == "2024-02-29")
        for bad in ["2023-02-29", "2026-13-01", "2026-00-10", "2026-1-01", "26-01-01", "2026-01-01T00:00", "", "２０２６-01-01", "1899-12-31"] {
            #expect(throws: ValidationError.self, "\(bad)") { try LocalDate(parsing: bad) }
        }
    }

    /// Read from the bytes, the date is what the strict pattern and the calendar allow, and nothing else.
    @Test func parsingAcceptsExactlyTheStrictPatternOfRealDates() async {
        // Year, separator, month, separator, day: each mostly right, sometimes not.
        let options = [["2024", "2023", "1899", "3000", "999", "+202", "２０２６"], ["-", "-", "-", "/", ""],
                       ["02", "01", "12", "13", "00", "1", "0\u{301}"], ["-", "-", "-", "T", ""],
                       ["28", "29", "30", "31", "00", "5", "\u{0663}1", "01 "]]
        let text = Gen.int(in: 0...1_000).array(of: 5...5).map { picks in
            zip(options, picks).map { choices, pick in choices[pick % choices.count] }.joined()
        }
        await propertyCheck(count: 2_000, input: text) { text in
            let shaped = text.wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}/) != nil
            let parts = text.split(separator: "-").compactMap { Int($0) }
            let real = shaped && parts.count == 3 && (try? LocalDate(year: parts[0], month: parts[1], day: parts[2])) != nil
            let parsed = try? LocalDate(parsing: text)
            #expect((parsed != nil) == real, "\(text)")
            if let parsed { #expect(parsed.description == text) }
        }
    }

    @Test func weekdaysStartOnMonday() throws {
        #expect(try LocalDate(parsing: "1970-01-01").weekday == 4) // a Thursday
        #expect(try LocalDate(parsing: "2026-11-23").weekday == 1) // a Monday
        #expect(try LocalDate(parsing: "2026-11-22").weekday == 7) // a Sunday
        #expect(try LocalDate(parsing: "1900-01-01").weekday == 1)
    }

    @Test func dayArithmeticCrossesMonthsYearsAndLeapDays() throws {
        let leap = try LocalDate(parsing: "2024-02-28")
        #expect(leap.adding(days: 1).description == "2024-02-29")
        #expect(leap.adding(days: 2).description == "2024-03-01")
        #expect(try LocalDate(parsing: "2026-12-31").adding(days: 1).description == "2027-01-01")
        #expect(try LocalDate(parsing: "2027-01-01").days(since: LocalDate(parsing: "2026-01-01")) == 365)
        #expect(try LocalDate(parsing: "2100-03-01").days(since: LocalDate(parsing: "2100-02-28")) == 1) // 2100 is not leap
    }

    /// The day number agrees with Foundation's Gregorian calendar on every date of the supported range.
    @Test func dayNumbersAgreeWithFoundation() async {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        await propertyCheck(input: Gen.int(in: -25_567...376_199)) { number in
            let date = LocalDate(dayNumber: number)
            #expect(date.dayNumber == number)
            let instant = Date(timeIntervalSince1970: TimeInterval(number) * 86_400)
            let c = utc.dateComponents([.year, .month, .day, .weekday], from: instant)
            #expect(date.year == c.year && date.month == c.month && date.day == c.day)
            // Foundation: Sunday = 1; ours: Monday = 1.
            #expect(date.weekday == ((c.weekday ?? 0) + 5) % 7 + 1)
            #expect((try? LocalDate(parsing: date.description)) == date)
        }
    }

    @Test func encodesAsAPlainDateString() throws {
        let data = try JSONEncoder().encode(["d": LocalDate(parsing: "2026-03-29")])
        #expect(String(decoding: data, as: UTF8.self) == #"{"d":"2026-03-29"}"#)
        let decoded = try JSONDecoder().decode([String: LocalDate].self, from: Data(#"{"d":"2026-03-29"}"#.utf8))
        #expect(decoded["d"]?.day == 29)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([String: LocalDate].self, from: Data(#"{"d":"2026-02-30"}"#.utf8))
        }
    }
}
