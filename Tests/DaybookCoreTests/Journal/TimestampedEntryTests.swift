import Foundation
import Testing
@testable import DaybookCore

/// Validation boundaries of every timestamped entry: just inside passes, just outside names the field.
@Suite struct TimestampedEntryTests {
    @Test func stressLevelIsAWholeNumberFrom1To10() {
        #expect(failingField { _ = try StressRating(level: 1, time: noon) } == nil)
        #expect(failingField { _ = try StressRating(level: 10, time: noon) } == nil)
        #expect(failingField { _ = try StressRating(level: 0, time: noon) } == "level")
        #expect(failingField { _ = try StressRating(level: 11, time: noon) } == "level")
    }

    @Test func stressNoteIsAtMost1000Characters() {
        #expect(failingField { _ = try StressRating(level: 5, time: noon, note: String(repeating: "n", count: 1_000)) } == nil)
        #expect(failingField { _ = try StressRating(level: 5, time: noon, note: String(repeating: "n", count: 1_001)) } == "note")
    }

    @Test func stressJSONUsesLevelTimeNote() throws {
        let rating = try StressRating(level: 7, time: instant("2026-03-10T08:15:00Z"), note: "deadline")
        #expect(try json(rating) == #"{"level":7,"note":"deadline","time":"2026-03-10T08:15:00Z"}"#)
        let error = #expect(throws: ValidationError.self) {
            _ = try decode(StressRating.self, #"{"level":12,"time":"2026-03-10T08:15:00Z"}"#)
        }
        #expect(error?.field == "level")
    }

    @Test func insulinUnitsAreAboveZeroAndAtMost100() {
        #expect(failingField { _ = try InsulinDose(units: 0.05, kind: .bolus, time: noon) } == nil)
        #expect(failingField { _ = try InsulinDose(units: 100, kind: .basal, time: noon) } == nil)
        #expect(failingField { _ = try InsulinDose(units: 0, kind: .bolus, time: noon) } == "units")
        #expect(failingField { _ = try InsulinDose(units: 100.5, kind: .correction, time: noon) } == "units")
        #expect(failingField { _ = try InsulinDose(units: .nan, kind: .bolus, time: noon) } == "units")
    }

    @Test func insulinNameIsAtMost100Characters() {
        #expect(failingField { _ = try InsulinDose(units: 2, kind: .bolus, name: String(repeating: "x", count: 100), time: noon) } == nil)
        #expect(failingField { _ = try InsulinDose(units: 2, kind: .bolus, name: String(repeating: "x", count: 101), time: noon) } == "name")
    }

    @Test func blankInsulinNameIsNoName() throws {
        #expect(try InsulinDose(units: 1, kind: .basal, name: "  ", time: noon).name == nil)
        #expect(try InsulinDose(units: 1, kind: .basal, name: " Tresiba ", time: noon).name == "Tresiba")
    }

    @Test func insulinJSONUsesUnitsKindNameTime() throws {
        let dose = try InsulinDose(units: 4.5, kind: .correction, name: "Fiasp", time: instant("2026-03-10T08:00:00Z"))
        #expect(try json(dose) == #"{"kind":"correction","name":"Fiasp","time":"2026-03-10T08:00:00Z","units":4.5}"#)
    }

    @Test func mealNameIsTrimmedAndOneTo100Characters() throws {
        #expect(try Meal(name: "  Porridge ", carbs: 50, protein: 10, fat: 5, time: noon).name == "Porridge")
        #expect(failingField { _ = try Meal(name: "   ", carbs: 1, protein: 1, fat: 1, time: noon) } == "name")
        #expect(failingField { _ = try Meal(name: String(repeating: "m", count: 100), carbs: 1, protein: 1, fat: 1, time: noon) } == nil)
        #expect(failingField { _ = try Meal(name: String(repeating: "m", count: 101), carbs: 1, protein: 1, fat: 1, time: noon) } == "name")
    }

    @Test func mealNutrientsAreZeroTo1000Grams() {
        #expect(failingField { _ = try Meal(name: "a", carbs: 0, protein: 0, fat: 0, time: noon) } == nil)
        #expect(failingField { _ = try Meal(name: "a", carbs: 1_000, protein: 1_000, fat: 1_000, time: noon) } == nil)
        #expect(failingField { _ = try Meal(name: "a", carbs: -1, protein: 0, fat: 0, time: noon) } == "carbs")
        #expect(failingField { _ = try Meal(name: "a", carbs: 0, protein: 1_000.1, fat: 0, time: noon) } == "protein")
        #expect(failingField { _ = try Meal(name: "a", carbs: 0, protein: 0, fat: -0.1, time: noon) } == "fat")
    }

    @Test func exerciseMinutesAreOneTo1440() {
        #expect(failingField { _ = try ExerciseSession(name: "Run", minutes: 1, intensity: .low, time: noon) } == nil)
        #expect(failingField { _ = try ExerciseSession(name: "Run", minutes: 1_440, intensity: .high, time: noon) } == nil)
        #expect(failingField { _ = try ExerciseSession(name: "Run", minutes: 0.5, intensity: .low, time: noon) } == "minutes")
        #expect(failingField { _ = try ExerciseSession(name: "Run", minutes: 1_441, intensity: .low, time: noon) } == "minutes")
        #expect(failingField { _ = try ExerciseSession(name: "", minutes: 30, intensity: .low, time: noon) } == "name")
    }

    @Test func exerciseJSONUsesNameMinutesIntensityTime() throws {
        let session = try ExerciseSession(name: "Swim", minutes: 45, intensity: .medium, time: instant("2026-03-10T18:00:00Z"))
        #expect(try json(session) == #"{"intensity":"medium","minutes":45,"name":"Swim","time":"2026-03-10T18:00:00Z"}"#)
    }

    @Test func favouritesLogAtTheGivenTime() throws {
        let favourite = try FavouriteMeal(name: " Toast ", carbs: 30, protein: 6, fat: 4)
        #expect(favourite.logged(at: noon) == (try Meal(name: "Toast", carbs: 30, protein: 6, fat: 4, time: noon)))
        let workout = try FavouriteExercise(name: "Yoga", minutes: 20, intensity: .low)
        #expect(workout.logged(at: noon) == (try ExerciseSession(name: "Yoga", minutes: 20, intensity: .low, time: noon)))
        #expect(FavouriteExercise(workout.logged(at: noon)) == workout)
    }

    @Test func favouritesKeepTheEntriesRules() {
        #expect(failingField { _ = try FavouriteMeal(name: "x", carbs: 1_001, protein: 0, fat: 0) } == "carbs")
        #expect(failingField { _ = try FavouriteExercise(name: "x", minutes: 0, intensity: .low) } == "minutes")
        #expect(failingField { _ = try FavouriteExercise(name: " ", minutes: 10, intensity: .low) } == "name")
        #expect(throws: ValidationError.self) { _ = try decode(FavouriteMeal.self, #"{"name":"","carbs":1,"protein":1,"fat":1}"#) }
    }
}
