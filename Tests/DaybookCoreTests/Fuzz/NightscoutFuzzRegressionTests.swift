import DaybookCore
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
}
