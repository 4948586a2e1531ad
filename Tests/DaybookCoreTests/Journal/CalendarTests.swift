import Foundation
import Testing
@testable import DaybookCore

@Suite struct CalendarTests {
    @Test func aMonthHasOneEntryPerDayWithNullForEmptyDays() throws {
        let days: [LocalDate: CalendarDay] = [
            date("2024-02-01"): CalendarDay(flow: .light, mood: .happy, logged: [.symptoms]),
            date("2024-02-29"): CalendarDay(logged: [.glucose, .stress]),
            date("2024-03-01"): CalendarDay(logged: [.meals]),  // another month: ignored
        ]
        let february = try CalendarMonth.build(year: 2024, month: 2, days: days)
        #expect(february.days.count == 29)  // 2024 is a leap year
        #expect(february[1]?.flow == .light)
        #expect(february[2] == nil)
        // Logged kinds come out in JournalKind order whatever order they went in.
        #expect(february[29]?.logged == [.stress, .glucose])
        let text = try json(february)
        let expected = #"[{"flow":"LIGHT","logged":["symptoms"],"mood":"HAPPY"},"#
            + String(repeating: "null,", count: 27)
            + #"{"logged":["stress","glucose"]}]"#
        #expect(text == expected)
    }

    @Test func aYearIsSeedZeroShapeKeyedByTheYear() throws {
        let days: [LocalDate: CalendarDay] = [
            date("2022-01-01"): CalendarDay(flow: .light, mood: .happy, logged: [.symptoms]),
            date("2022-01-02"): CalendarDay(flow: FlowLevel.none, mood: .sad, logged: [.symptoms], predictedPeriod: true),
        ]
        let year = try CalendarYear.build(year: 2022, days: days)
        let data = Data(try json(year).utf8)
        let decoded = try JSONDecoder().decode([String: [[CalendarDay?]]].self, from: data)
        #expect(Array(decoded.keys) == ["2022"])
        let months = try #require(decoded["2022"])
        // 2022 is not a leap year: 31 28 31 30 31 30 31 31 30 31 30 31.
        #expect(months.map(\.count) == [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
        #expect(months[0][0] == CalendarDay(flow: .light, mood: .happy, logged: [.symptoms]))
        #expect(months[0][1]?.predictedPeriod == true)
        #expect(months[0][2] == nil)
        #expect(months.joined().compactMap { $0 }.count == 2)
        // Nulls are written out, not dropped: the third day of January is literally null.
        #expect(try json(year).hasPrefix(#"{"2022":[[{"flow":"LIGHT","logged":["symptoms"],"mood":"HAPPY"},{"flow":"NONE","logged":["symptoms"],"mood":"SAD","predictedPeriod":true},null,"#))
    }

    @Test func calendarDayOfADayIsNilWhenNothingWasLogged() throws {
        #expect(CalendarDay(Day(date: date("2026-05-01"))) == nil)
        let day = Day(date: date("2026-05-01"), symptoms: try Symptoms(flow: .heavy, mood: .sick),
                      glucose: [try GlucoseReading(mgPerDL: 100, time: noon)])
        #expect(CalendarDay(day) == CalendarDay(flow: .heavy, mood: .sick, logged: [.symptoms, .glucose]))
    }

    @Test func outOfRangeYearsAndMonthsNameTheirField() {
        #expect(failingField { _ = try CalendarYear.build(year: 1899, days: [:]) } == "year")
        #expect(failingField { _ = try CalendarMonth.build(year: 2026, month: 13, days: [:]) } == "month")
        #expect(failingField { _ = try CalendarMonth.build(year: 3000, month: 1, days: [:]) } == "year")
        #expect(failingField { _ = try CalendarMonth.build(year: 2026, month: 12, days: [:]) } == nil)
    }
}
