@testable import DaybookApp
import DaybookCore
import Foundation
import Testing

/// A save from a once-a-day form that showed the record some time ago (a page left open, a save that
/// waited on a phone while it was offline) is merged with what is stored when it arrives: what the
/// person left alone keeps what changed elsewhere, and a field both changed is a conflict, never
/// overwritten, until the person picks a side.
@Suite struct OnceADayFormTests {
    /// A form over a record kept as plain text fields, as the forms draw theirs.
    func form(typed: [String: String], shown: [String: String]?, keep: KeepSide? = nil) -> OnceADayForm<[String: String], [String: String]> {
        OnceADayForm(typed: typed, shown: shown, keep: keep, draw: { $0 }, read: { fields, _ in fields })
    }

    let shown = ["mood": "NEUTRAL", "notes": "morning", "sleep": "7,5"]

    @Test func whatThePersonLeftAloneKeepsWhatChangedElsewhere() throws {
        let typed = ["date": "2026-03-05", "mood": "GREAT", "notes": "morning", "sleep": "7,5"]
        let stored = ["mood": "NEUTRAL", "notes": "evening", "sleep": "6"]
        #expect(try form(typed: typed, shown: shown).output(over: stored) == ["date": "2026-03-05", "mood": "GREAT", "notes": "evening", "sleep": "6"])
    }

    @Test func aFieldBothChangedIsAConflictThatNamesIt() throws {
        let typed = ["mood": "GREAT", "notes": "morning", "sleep": "7,5"]
        let stored = ["mood": "SAD", "notes": "evening", "sleep": "7,5"]
        #expect(throws: ChangedMeanwhile(fields: ["mood"], stored: stored)) { try form(typed: typed, shown: shown).output(over: stored) }
        // Both changed it to the same: nothing to decide.
        #expect(try form(typed: typed, shown: shown).output(over: ["mood": "GREAT", "notes": "morning", "sleep": "7,5"])["mood"] == "GREAT")
    }

    @Test func thePersonsChoiceSettlesTheConflict() throws {
        let typed = ["mood": "GREAT", "notes": "morning", "sleep": "8"]
        let stored = ["mood": "SAD", "notes": "evening", "sleep": "7,5"]
        #expect(try form(typed: typed, shown: shown, keep: .mine).output(over: stored) == ["mood": "GREAT", "notes": "evening", "sleep": "8"])
        #expect(try form(typed: typed, shown: shown, keep: .saved).output(over: stored) == ["mood": "SAD", "notes": "evening", "sleep": "8"])
    }

    @Test func numbersAndLineEndsCountAsTheSameWhateverTheirWriting() throws {
        let typed = ["mood": "NEUTRAL", "notes": "two\r\nlines", "sleep": "7.50"]
        let stored = ["mood": "HAPPY", "notes": "two\nlines", "sleep": "7,5"]
        #expect(try form(typed: typed, shown: ["mood": "NEUTRAL", "notes": "two\nlines", "sleep": "7,5"]).output(over: stored)["mood"] == "HAPPY")
    }

    @Test func withoutWhatTheFormShowedTheFormIsSavedAsItIs() throws {
        let typed = ["mood": "GREAT"]
        #expect(try form(typed: typed, shown: nil).output(over: ["mood": "SAD", "notes": "evening"]) == typed)
    }

    @Test func theUseCaseMergesInItsTransactionAndRefusesAConflict() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let day = try date("2026-03-05")
            let set = SetSymptoms(app.context)
            _ = try await set(try Symptoms(mood: .neutral, notes: "morning"), on: day, for: ada)
            let draw: @Sendable (Symptoms?) -> [String: String] = { ["mood": $0?.mood?.rawValue ?? "", "notes": $0?.notes ?? ""] }
            let read: @Sendable ([String: String], Symptoms?) throws -> Symptoms = { fields, _ in
                try Symptoms(mood: MoodLevel(rawValue: fields["mood"] ?? ""), notes: fields["notes"].flatMap { $0.isEmpty ? nil : $0 })
            }
            let shown = ["mood": "NEUTRAL", "notes": "morning"]
            // Elsewhere, meanwhile: a new note.
            _ = try await set(try Symptoms(mood: .neutral, notes: "evening"), on: day, for: ada)
            let merged = try await set(OnceADayForm(typed: ["mood": "GREAT", "notes": "morning"], shown: shown, keep: nil, draw: draw, read: read),
                                       on: day, for: ada)
            #expect(merged.mood == .great && merged.notes == "evening")

            // Elsewhere again: the mood. The phone's older save changed it too: refused, nothing written.
            _ = try await set(try Symptoms(mood: .sad, notes: "evening"), on: day, for: ada)
            let revision = try await app.revision(of: ada)
            await #expect(throws: ChangedMeanwhile.self) {
                try await set(OnceADayForm(typed: ["mood": "HAPPY", "notes": "morning"], shown: shown, keep: nil, draw: draw, read: read), on: day, for: ada)
            }
            #expect(try await DailyLogs(app.context).symptoms(on: day, of: ada)?.mood == .sad)
            #expect(try await app.revision(of: ada) == revision, "a refused save commits nothing")
        }
    }

    @Test func aMorningSavedOverOneChangedElsewhereKeepsTheOtherParts() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let day = try date("2026-03-05")
            let draw: @Sendable (MorningView) -> [String: String] = { view in
                ["flow": view.morning.flow?.rawValue ?? "", "ovulationTest": view.morning.ovulationTest?.rawValue ?? ""]
            }
            let read: @Sendable ([String: String], MorningView) throws -> MorningPatch = { fields, _ in
                MorningPatch(ovulationTest: fields["ovulationTest"].flatMap(OvulationTestResult.init(rawValue:)).map { .set($0) } ?? .cleared,
                             flow: fields["flow"].flatMap(FlowLevel.init(rawValue:)).map { .set($0) } ?? .cleared)
            }
            // The phone showed an empty morning; meanwhile the flow was logged elsewhere.
            _ = try await SetSymptoms(app.context)(try Symptoms(flow: .heavy), on: day, for: ada)
            let morning = try await LogMorning(app.context)(
                OnceADayForm(typed: ["flow": "", "ovulationTest": "peak"], shown: ["flow": "", "ovulationTest": ""], keep: nil, draw: draw, read: read),
                on: day, for: ada)
            #expect(morning.flow == .heavy && morning.ovulationTest == .peak)
            await #expect(throws: ChangedMeanwhile.self) {
                try await LogMorning(app.context)(
                    OnceADayForm(typed: ["flow": "LIGHT", "ovulationTest": ""], shown: ["flow": "", "ovulationTest": ""], keep: nil, draw: draw, read: read),
                    on: day, for: ada)
            }
        }
    }
}
