import Foundation
import Testing
@testable import DaybookCore

@Suite struct SymptomsPatchTests {
    @Test func absentKeysAreUnchangedNullClearsAValueSets() throws {
        let patch = try decode(SymptomsPatch.self, #"{"mood":null,"sleep":6,"exercise":{"YOGA":1}}"#)
        #expect(patch.flow == .unchanged)
        #expect(patch.mood == .cleared)
        #expect(patch.sleep == .set(6))
        #expect(patch.exercise == .set([.yoga: 1]))
        #expect(patch.notes == .unchanged)
    }

    @Test func applyingKeepsClearsAndReplaces() throws {
        let before = try Symptoms(flow: .heavy, mood: .sad, sleep: 8, cramps: .bad, exercise: [.cardio: 1], notes: "tired")
        let patch = try decode(SymptomsPatch.self, #"{"mood":null,"sleep":6,"exercise":{"YOGA":1},"notes":null}"#)
        let after = try before.applying(patch)
        #expect(after == (try Symptoms(flow: .heavy, sleep: 6, cramps: .bad, exercise: [.yoga: 1])))
    }

    @Test func clearingExerciseLeavesNoHours() throws {
        var patch = SymptomsPatch()
        patch.exercise = .cleared
        let after = try Symptoms(exercise: [.cardio: 1]).applying(patch)
        #expect(after.exercise.isEmpty)
    }

    @Test func anEmptyPatchChangesNothing() throws {
        let before = try Symptoms(flow: .spotting, notes: "x")
        #expect(try before.applying(decode(SymptomsPatch.self, "{}")) == before)
    }

    @Test func thePatchedResultIsValidated() throws {
        var patch = SymptomsPatch()
        patch.sleep = .set(30)
        #expect(failingField { _ = try Symptoms().applying(patch) } == "sleep")
    }

    @Test func encodingWritesOnlyChangedFieldsAndNullForCleared() throws {
        var patch = SymptomsPatch()
        patch.flow = .set(.medium)
        patch.notes = .cleared
        #expect(try json(patch) == #"{"flow":"MEDIUM","notes":null}"#)
        #expect(try decode(SymptomsPatch.self, json(patch)) == patch)
    }
}
