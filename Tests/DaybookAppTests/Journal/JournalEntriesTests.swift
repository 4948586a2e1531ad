import DaybookApp
import DaybookCore
import Foundation
import Testing

/// `JournalEntries`: a person's entries of one kind as core values, scoped to that person; only
/// `owner(of:)` looks past the person, and it tells nothing but whose entry it is.
@Suite struct JournalEntriesTests {
    @Test func anotherPersonsEntryIsNotFoundButItsOwnerIsKnown() async throws {
        try await TestApp.with { app in
            let ada = try await app.person("ada@example.org")
            let bob = try await app.person("bob@example.org")
            let entry = try await LogEntry<Meal>(app.context)(
                try Meal(name: "Porridge", carbs: 45, protein: 8, fat: 5, time: instant("2026-03-10T07:30:00Z")), for: ada)
            let meals = JournalEntries<Meal>(app.context)

            #expect(try await meals.find(entry.id, of: ada)?.value.name == "Porridge")
            #expect(try await meals.find(entry.id, of: ada)?.date == date("2026-03-10"))
            #expect(try await meals.find(entry.id, of: bob) == nil)
            #expect(try await meals.owner(of: entry.id) == ada.id)
            #expect(try await JournalEntries<StressRating>(app.context).owner(of: entry.id) == nil)
        }
    }

    @Test func newestComesFirstAPageAtATimeAndListsRunOldestFirst() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let log = LogEntry<StressRating>(app.context)
            for (level, time) in [(3, "2026-03-08T09:00:00Z"), (5, "2026-03-09T09:00:00Z"), (7, "2026-03-10T09:00:00Z")] {
                _ = try await log(StressRating(level: level, time: instant(time)), for: ada)
            }
            let stress = JournalEntries<StressRating>(app.context)

            #expect(try await stress.newest(of: ada, limit: 2).map(\.value.level) == [7, 5])
            #expect(try await stress.newest(of: ada, limit: 2, offset: 2).map(\.value.level) == [3])
            #expect(try await stress.list(of: ada, from: date("2026-03-09")).map(\.value.level) == [5, 7])
            #expect(try await stress.on(date("2026-03-08"), of: ada).map(\.value.level) == [3])
        }
    }

    @Test func changingAnotherPersonsEntryFindsNothing() async throws {
        try await TestApp.with { app in
            let ada = try await app.person("ada@example.org")
            let bob = try await app.person("bob@example.org")
            let entry = try await LogEntry<StressRating>(app.context)(StressRating(level: 4, time: instant("2026-03-10T08:00:00Z")), for: ada)

            await #expect(throws: UseCaseError.notFound("This entry")) {
                try await ChangeEntry<StressRating>(app.context)(entry.id, to: StressRating(level: 9, time: instant("2026-03-10T08:00:00Z")), for: bob)
            }

            let moved = try await ChangeEntry<StressRating>(app.context)(
                entry.id, to: StressRating(level: 9, time: instant("2026-03-09T08:00:00Z")), for: ada)
            #expect(moved.date == (try date("2026-03-09")))
            #expect(try await JournalEntries<StressRating>(app.context).find(entry.id, of: ada)?.value.level == 9)
        }
    }
}
