import DaybookCore
import DaybookTestSupport
import Foundation
import PropertyBased
import Testing

/// `LocalDate(parsing:field:)` and `TimeOfDay(parsing:field:)`: any text parses to exactly itself
/// (strict formats: what is accepted prints back unchanged) or throws a `ValidationError` naming the
/// caller's field.
@Suite struct DateAndTimeParsingFuzzTests {
    static var dateText: Generator<String, some SendableSequenceType> { TextMutation.text(["2024", "2026", "1900", "2999", "3000", "-", "01", "02", "12", "28", "29", "30", "31", "1", "001"]) }
    static var timeText: Generator<String, some SendableSequenceType> { TextMutation.text(["00", "08", "23", "24", "59", "60", "7", "007", ":"]) }

    static func checkDate(_ text: String) {
        do {
            let date = try LocalDate(parsing: text, field: "fuzz.date")
            #expect(date.description == text, "\(text.debugDescription) parsed as \(date)")
            #expect(LocalDate.supportedYears.contains(date.year))
            #expect(LocalDate(dayNumber: date.dayNumber) == date)
        } catch {
            #expect(error.field == "fuzz.date", "\(text.debugDescription): \(error)")
            #expect(!error.message.isEmpty)
        }
    }

    static func checkTime(_ text: String) {
        do {
            let time = try TimeOfDay(parsing: text, field: "fuzz.time")
            #expect(time.description == text, "\(text.debugDescription) parsed as \(time)")
        } catch {
            #expect(error.field == "fuzz.time", "\(text.debugDescription): \(error)")
        }
    }

    @Test func randomDateText() async {
        await propertyCheck(count: 3_000, input: Self.dateText) { Self.checkDate($0) }
    }

    @Test func damagedDates() async {
        await propertyCheck(count: 2_000, input: TextMutation.damaged("2024-02-29")) { Self.checkDate($0) }
    }

    @Test func randomTimeText() async {
        await propertyCheck(count: 3_000, input: Self.timeText) { Self.checkTime($0) }
    }

    @Test func damagedTimes() async {
        await propertyCheck(count: 2_000, input: TextMutation.damaged("23:59")) { Self.checkTime($0) }
    }

    /// Every day of every month 1900…2999 in the strict format parses, and nothing past a month's end does.
    @Test func oddCalendarDates() throws {
        #expect(throws: ValidationError.self) { try LocalDate(parsing: "2026-02-30") }
        #expect(throws: ValidationError.self) { try LocalDate(parsing: "2100-02-29") }
        #expect(try LocalDate(parsing: "2000-02-29").day == 29)
        #expect(throws: ValidationError.self) { try LocalDate(parsing: "٢٠٢٤-٠١-٠١") }
        #expect(throws: ValidationError.self) { try LocalDate(parsing: "+024-01-01") }
        #expect(throws: ValidationError.self) { try TimeOfDay(parsing: "+1:00") }
        #expect(throws: ValidationError.self) { try TimeOfDay(parsing: "24:00") }
    }
}
