import DaybookApp
import DaybookCore
import DaybookStore
import Foundation
import Testing

/// `LogMorning` notes a day's waking temperature, mucus, LH test and flow in one transaction, where
/// each already lives: entering the same morning again replaces it, and each part tells its change.
@Suite struct LogMorningTests {
    func reading(_ celsius: Double, at time: String) throws -> BodyTemperature {
        try BodyTemperature(value: celsius, unit: .C, time: try instant(time))
    }

    @Test func aMorningIsStoredWhereEachPartLivesAndReadBack() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let day = try date("2026-03-05")
            _ = try await SetSymptoms(app.context)(try Symptoms(mood: .happy, notes: "tired"), on: day, for: ada)

            let morning = try await LogMorning(app.context)(MorningPatch(
                temperature: .set(try reading(36.45, at: "2026-03-05T06:40:00Z")), mucus: .set(Mucus(feeling: .wet, texture: .creamy)),
                ovulationTest: .set(.positive), flow: .set(.light)), on: day, for: ada)

            #expect(morning.temperature?.celsius == 36.45)
            #expect(morning.mucus == Mucus(feeling: .wet, texture: .creamy))
            #expect(morning.ovulationTest == .positive)
            #expect(morning.flow == .light)
            let symptoms = try #require(try await DailyLogs(app.context).symptoms(on: day, of: ada))
            #expect(symptoms.mood == .happy && symptoms.notes == "tired" && symptoms.flow == .light)
            let view = try await MorningView.load(day, of: ada, app.context)
            #expect(view.morning == morning)
            #expect(view.suggestedTime.description == "06:40")
            // One emit for the morning, after the symptoms set before it; each part tells its own change.
            let told = try #require(await app.changes.emitted.last?.changes)
            #expect(told.map(\.subject) == [.journal(.temperature), .journal(.fertility), .journal(.ovulationTests), .journal(.symptoms)])
            #expect(told.allSatisfy { $0.date == day })
            #expect(await app.changes.emitted.count == 2)
        }
    }

    @Test func enteringTheSameDayAgainReplacesItsReadingAndTest() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let day = try date("2026-03-05")
            let log = LogMorning(app.context)
            try await log(MorningPatch(temperature: .set(try reading(36.4, at: "2026-03-05T07:00:00Z")), ovulationTest: .set(.negative)),
                          on: day, for: ada)
            try await log(MorningPatch(temperature: .set(try reading(36.7, at: "2026-03-05T06:30:00Z")), ovulationTest: .set(.peak)),
                          on: day, for: ada)

            let readings = try await JournalEntries<BodyTemperature>(app.context).list(of: ada, from: day, to: day)
            #expect(readings.map(\.value.celsius) == [36.7])
            let tests = try await JournalEntries<OvulationTest>(app.context).list(of: ada, from: day, to: day)
            #expect(tests.map(\.value.result) == [.peak])
            // The test kept the time it was first noted at.
            #expect(tests.first?.value.time == (try instant("2026-03-05T07:00:00Z")))
        }
    }

    @Test func clearedPartsAreRemovedAndUnchangedOnesKept() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let day = try date("2026-03-05")
            let log = LogMorning(app.context)
            try await log(MorningPatch(temperature: .set(try reading(36.4, at: "2026-03-05T07:00:00Z")), mucus: .set(Mucus(feeling: .dry, texture: .none)),
                                       ovulationTest: .set(.negative), flow: .set(.medium)), on: day, for: ada)
            let morning = try await log(MorningPatch(temperature: .cleared, ovulationTest: .cleared, flow: .cleared), on: day, for: ada)

            #expect(morning == Morning(mucus: Mucus(feeling: .dry, texture: .none)))
            #expect(try await DailyLogs(app.context).symptoms(on: day, of: ada) == nil)
            #expect(try await JournalEntries<BodyTemperature>(app.context).list(of: ada, from: day, to: day).isEmpty)
        }
    }

    @Test func aMorningTwoDaysAheadOrAReadingOnAnotherDayIsRefusedAndStoresNothing() async throws {
        try await TestApp.with(now: "2026-03-10T12:00:00Z") { app in
            let ada = try await app.person()
            let log = LogMorning(app.context)
            let ahead = await #expect(throws: ValidationError.self) {
                try await log(MorningPatch(flow: .set(.heavy)), on: try date("2026-03-12"), for: ada)
            }
            #expect(ahead?.field == "date")
            let elsewhere = await #expect(throws: ValidationError.self) {
                try await log(MorningPatch(temperature: .set(try reading(36.5, at: "2026-03-04T07:00:00Z")), flow: .set(.heavy)),
                              on: try date("2026-03-05"), for: ada)
            }
            #expect(elsewhere?.field == "temperature.time")
            #expect(try await DailyLogs(app.context).symptoms(on: try date("2026-03-05"), of: ada) == nil)
            #expect(await app.changes.all.isEmpty)
        }
    }
}
