@testable import DaybookApp
import DaybookCore
import DaybookStore
import Foundation
import Testing

/// `CalendarView`, seed 000's calendar of a month, reads back what the use cases wrote.
@Suite struct CalendarViewTests {
    @Test func theMonthMarksFlowThePeriodAndWhatWasLogged() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let symptoms = SetSymptoms(app.context)
            _ = try await symptoms(try Symptoms(flow: .heavy, mood: .sad), on: try date("2026-03-04"), for: ada)
            _ = try await symptoms(try Symptoms(flow: .light), on: try date("2026-03-05"), for: ada)
            let stress = try await LogEntry<StressRating>(app.context)(StressRating(level: 6, time: instant("2026-03-10T08:00:00Z")), for: ada)

            let month = try await CalendarView.load(ada, from: try date("2026-03-01"), to: try date("2026-03-31"), app.context)

            let heavy = try #require(month[try date("2026-03-04")])
            #expect(heavy.flow == .heavy)
            #expect(heavy.mood == .sad)
            #expect(heavy.logged == [.symptoms])
            #expect(heavy.period == true)
            #expect(month[try date("2026-03-05")]?.period == true)
            #expect(month[try date("2026-03-10")]?.logged == [.stress])
            #expect(month[try date("2026-03-10")]?.flow == nil)
            #expect(await app.changes.all == [
                Change(.updated, .journal(.symptoms), date: try date("2026-03-04")),
                Change(.updated, .journal(.symptoms), date: try date("2026-03-05")),
                Change(.created, .journal(.stress), id: stress.id, date: stress.date),
            ])
        }
    }

    @Test func emptySymptomsLeaveTheDayEmptyOnTheCalendar() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let day = try date("2026-03-08")
            _ = try await SetSymptoms(app.context)(try Symptoms(mood: .happy), on: day, for: ada)
            _ = try await SetSymptoms(app.context)(try Symptoms(), on: day, for: ada)

            let month = try await CalendarView.load(ada, from: try date("2026-03-01"), to: try date("2026-03-31"), app.context)

            #expect(month[day]?.mood == nil)
            #expect((month[day]?.logged ?? []).isEmpty)
            #expect(try await DayQueries(app.db, userID: ada.id).symptoms(on: day) == nil)
            #expect(await app.changes.all == Array(repeating: Change(.updated, .journal(.symptoms), date: day), count: 2))
        }
    }
}
