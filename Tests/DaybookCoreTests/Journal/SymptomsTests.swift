import Foundation
import Testing
@testable import DaybookCore

@Suite struct SymptomsTests {
    @Test func sleepAcceptsZeroTo24Hours() {
        #expect(failingField { _ = try Symptoms(sleep: 0) } == nil)
        #expect(failingField { _ = try Symptoms(sleep: 24) } == nil)
        #expect(failingField { _ = try Symptoms(sleep: -0.01) } == "sleep")
        #expect(failingField { _ = try Symptoms(sleep: 24.01) } == "sleep")
        #expect(failingField { _ = try Symptoms(sleep: .nan) } == "sleep")
    }

    @Test func eachExerciseTypeIsZeroTo24HoursAndNamedInTheField() {
        #expect(failingField { _ = try Symptoms(exercise: [.yoga: 24]) } == nil)
        #expect(failingField { _ = try Symptoms(exercise: [.yoga: 0]) } == nil)
        #expect(failingField { _ = try Symptoms(exercise: [.yoga: 24.5]) } == "exercise.YOGA")
        #expect(failingField { _ = try Symptoms(exercise: [.ballSport: -1]) } == "exercise.BALL_SPORT")
    }

    @Test func exerciseHoursAddUpToAtMost24() {
        #expect(failingField { _ = try Symptoms(exercise: [.cardio: 12, .yoga: 12]) } == nil)
        #expect(failingField { _ = try Symptoms(exercise: [.cardio: 12, .yoga: 12.25]) } == "exercise")
        // These nine add up to 24 on paper; summed in type-name order (BALL_SPORT first … YOGA last)
        // doubles give 24.000000000000004 (checked in Python). Still allowed.
        let hours: [ExerciseType: Double] = [
            .ballSport: 1.6, .cardio: 3.8, .cycleSport: 3.5, .martialArts: 0.9, .racketSport: 2.4,
            .strength: 3.9, .waterSport: 3.1, .winterSport: 4.1, .yoga: 0.7,
        ]
        #expect(hours.sorted { $0.key.rawValue < $1.key.rawValue }.reduce(0) { $0 + $1.value } > 24)
        #expect(failingField { _ = try Symptoms(exercise: hours) } == nil)
    }

    @Test func notesAreAtMost10000Characters() {
        #expect(failingField { _ = try Symptoms(notes: String(repeating: "a", count: 10_000)) } == nil)
        #expect(failingField { _ = try Symptoms(notes: String(repeating: "a", count: 10_001)) } == "notes")
        // Characters, not bytes: 10,000 emoji (40,000 UTF-8 bytes) are fine.
        #expect(failingField { _ = try Symptoms(notes: String(repeating: "🩸", count: 10_000)) } == nil)
    }

    @Test func emptyMeansNothingRecorded() throws {
        #expect(try Symptoms().isEmpty)
        #expect(try Symptoms(notes: "").isEmpty)
        #expect(try !Symptoms(cramps: CrampLevel.none).isEmpty)  // "no cramps" is a recorded answer
        #expect(try !Symptoms(exercise: [.cardio: 0.5]).isEmpty)
    }

    @Test func exerciseIsAnObjectKeyedBySeedNames() throws {
        let symptoms = try Symptoms(flow: .light, mood: .happy, sleep: 7.5, exercise: [.cycleSport: 0.5, .cardio: 1])
        #expect(try json(symptoms) == #"{"exercise":{"CARDIO":1,"CYCLE_SPORT":0.5},"flow":"LIGHT","mood":"HAPPY","sleep":7.5}"#)
        let decoded = try decode(Symptoms.self, #"{"flow":"LIGHT","mood":"HAPPY","sleep":7.5,"exercise":{"CARDIO":1,"CYCLE_SPORT":0.5}}"#)
        #expect(decoded == symptoms)
    }

    @Test func decodingRefusesValuesThatBreakTheRules() throws {
        let error = #expect(throws: ValidationError.self) {
            _ = try decode(Symptoms.self, #"{"sleep":25}"#)
        }
        #expect(error?.field == "sleep")
        #expect(throws: DecodingError.self) { _ = try decode(Symptoms.self, #"{"exercise":{"BIKING":1}}"#) }
    }
}
