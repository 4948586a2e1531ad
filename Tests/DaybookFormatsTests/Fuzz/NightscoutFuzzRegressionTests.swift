import DaybookCore
import DaybookFormats
import Foundation
import Testing

/// Uploads the Nightscout fuzz tests found breaking the error contract, kept verbatim.
@Suite struct NightscoutFuzzRegressionTests {
    static let now = Date(timeIntervalSince1970: 1_778_414_400)

    /// A blank eventType with carbs became a meal with a blank name: a 422 naming `name`, which no
    /// Nightscout client sends (found by `randomTreatments`, shrunk to this input).
    @Test func aBlankEventTypeWithCarbsIsAMealNamedCarbs() throws {
        let treatment = try NightscoutTreatments.normalize(
            ["eventType": .string(""), "carbs": .integer(95), "created_at": .string("2026-05-10T11:00:00Z")], now: Self.now)
        let values = try NightscoutTreatments.journalValues(of: treatment)
        #expect(values.meal?.name == "Carbs")
        #expect(values.meal?.carbs == 95)
        let spaces = try NightscoutTreatments.journalValues(of: treatment.merging(["foodType": .string("  ")]) { $1 })
        #expect(spaces.meal?.name == "Carbs")
    }

    @Test func blankExerciseNotesNameTheSessionExercise() throws {
        let treatment = try NightscoutTreatments.normalize(
            ["eventType": .string("Exercise"), "duration": .integer(30), "notes": .string(" \n"),
             "created_at": .string("2026-05-10T11:00:00Z")], now: Self.now)
        #expect(try NightscoutTreatments.journalValues(of: treatment).exercise?.name == "Exercise")
    }

    /// A query or upload `date` of 1e300, NaN or the year 50000 reached the store as an instant no
    /// timestamp column holds; it is a `ValidationError` naming the field.
    @Test func millisecondsOutsideTheJournalsYearsAreRefused() {
        for value in ["1e300", "nan", "-1e300", "1e309", "1500000000000000", "-2208988800001", "32503680000000"] {
            #expect(throws: ValidationError(field: "find[date][$gte]", "must be a date: ms since 1970 or ISO 8601"), "\(value)") {
                try NightscoutQuery(items: [("find[date][$gte]", value)])
            }
            #expect(throws: ValidationError.self, "\(value)") {
                try NightscoutEntries.normalize(["sgv": .integer(100), "date": .string(value)], now: Self.now)
            }
            #expect(throws: ValidationError.self, "\(value)") {
                try NightscoutTreatments.normalize(["eventType": .string("Note"), "mills": .string(value)], now: Self.now)
            }
        }
        // The first and last ms of 1900…2999 are instants.
        #expect(NightscoutTime.supportedDate(milliseconds: -2_208_988_800_000) != nil)
        #expect(NightscoutTime.supportedDate(milliseconds: 32_503_679_999_999) != nil)
    }

    /// A numeric condition on another field bounded the date window as if it were ms since 1970, so
    /// `find[date][$gte]=…&find[sgv][$lt]=100` read nothing after 1970-01-01 (found reviewing `randomQueries`).
    @Test func onlyInstantFieldsBoundTheWindow() throws {
        let query = try NightscoutQuery(items: [("find[date][$gte]", "1778410800000"), ("find[sgv][$lt]", "100")])
        let window = query.window(now: Self.now)
        #expect(window.from == Date(timeIntervalSince1970: 1_778_410_800))
        #expect(window.to == nil)
    }
}
