import DaybookApp
import DaybookCore
import DaybookStore
import Foundation
import Testing

/// `DayView`, what the day page and `GET /api/v1/days/{date}` show, reads back what the use cases wrote.
@Suite struct DayViewTests {
    @Test func theDayShowsWhatWasLoggedOnItWithItsSummary() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let stress = LogEntry<StressRating>(app.context)
            let morning = try await stress(try StressRating(level: 4, time: try instant("2026-03-10T08:00:00Z")), for: ada)
            let evening = try await stress(try StressRating(level: 8, time: try instant("2026-03-10T19:00:00Z")), for: ada)
            _ = try await stress(try StressRating(level: 9, time: try instant("2026-03-09T19:00:00Z")), for: ada)
            let reading = try await LogEntry<GlucoseReading>(app.context)(
                GlucoseReading(mgPerDL: 112, time: instant("2026-03-10T09:00:00Z")), for: ada)

            let day = try await DayView.load(try date("2026-03-10"), of: ada, app.context)

            #expect(Set(day.stress.map(\.id)) == [morning.id, evening.id])
            #expect(day.glucose.map(\.id) == [reading.id])
            #expect(day.glucose.first?.value.mgPerDL == 112)
            #expect(day.summary.stressCount == 2)
            #expect(day.summary.stressMean == 6)
            #expect(day.summary.logged == [.stress, .glucose])
            #expect(day.symptoms == nil)
        }
    }

    @Test func aDeletedEntryIsGoneFromItsDay() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let entry = try await LogEntry<StressRating>(app.context)(StressRating(level: 5, time: instant("2026-03-10T08:00:00Z")), for: ada)
            try await DeleteEntry<StressRating>(app.context)(entry.id, for: ada)

            let day = try await DayView.load(try date("2026-03-10"), of: ada, app.context)

            #expect(day.stress.isEmpty)
            #expect(day.summary.stressCount == 0)
            #expect(day.summary.logged.isEmpty)
        }
    }

    @Test func aGranteeSeesOnlyTheCategoriesGranted() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            _ = try await LogEntry<StressRating>(app.context)(StressRating(level: 4, time: instant("2026-03-10T08:00:00Z")), for: ada)
            _ = try await LogEntry<GlucoseReading>(app.context)(GlucoseReading(mgPerDL: 60, time: instant("2026-03-10T09:00:00Z")), for: ada)

            let shared = try await DayView.load(try date("2026-03-10"), of: ada, categories: [.stress], app.context)

            #expect(shared.stress.count == 1)
            #expect(shared.glucose.isEmpty)
            #expect(shared.summary.logged == [.stress])
        }
    }
}
