import DaybookCore
import DaybookStore
import Foundation
import Testing

@Suite struct JournalDatesTests {
    /// The calendar's markers probe each day of the range for each kind, 480 probes to a statement (a
    /// year of two kinds takes two): days on both sides of a statement's edge, the range's ends, two
    /// kinds on one day, and another user's entries on the same days.
    @Test func daysWithEntriesAcrossAYearOfOneUser() async throws {
        try await TestDatabase.with { db in
            let users = UserQueries(db)
            let ada = try await users.create(email: "ada@example.org", passwordHash: "h", preferences: .init(displayName: "Ada", timeZone: "UTC"))
            let bob = try await users.create(email: "bob@example.org", passwordHash: "h", preferences: .init(displayName: "Bob", timeZone: "UTC"))
            let first = try LocalDate(parsing: "2024-01-01")
            // 240 days × 2 kinds fill the first statement: day 239 is its last, day 240 the next one's first.
            let adaStress = [0, 99, 239, 240, 365].map { first.adding(days: $0) }
            let adaMeals = [5, 239].map { first.adding(days: $0) }
            let adaEntries = EntryQueries<StressRatingRecord>(db, userID: try ada.requireID())
            for day in adaStress + [adaStress[1]] {
                _ = try await adaEntries.create(try StressRating(level: 4, time: day.startInstant(in: .gmt)), date: day)
            }
            for day in adaMeals {
                _ = try await EntryQueries<MealRecord>(db, userID: try ada.requireID())
                    .create(try Meal(name: "Soup", carbs: 30, protein: 5, fat: 4, time: day.startInstant(in: .gmt)), date: day)
            }
            let bobEntries = EntryQueries<StressRatingRecord>(db, userID: try bob.requireID())
            for offset in [1, 150, 300] {
                let day = first.adding(days: offset)
                _ = try await bobEntries.create(try StressRating(level: 7, time: day.startInstant(in: .gmt)), date: day)
            }
            let last = try LocalDate(parsing: "2024-12-31")
            let both = [JournalDates.table(StressRatingRecord.self), JournalDates.table(MealRecord.self)]
            var expected: [LocalDate: Set<JournalKind>] = [:]
            for day in adaStress { expected[day, default: []].insert(.stress) }
            for day in adaMeals { expected[day, default: []].insert(.meals) }
            #expect(try await JournalDates(db, userID: try ada.requireID()).dates(of: both, from: first, to: last) == expected)
            #expect(try await JournalDates(db, userID: try ada.requireID()).dates(of: both, from: first.adding(days: 239), to: first.adding(days: 240))
                == [adaStress[2]: [.stress, .meals], adaStress[3]: [.stress]])
            #expect(try await JournalDates(db, userID: try ada.requireID()).dates(of: both, from: last, to: first).isEmpty)
            #expect(try await JournalDates(db, userID: try bob.requireID()).dates(of: both, from: first, to: last)
                == Dictionary(uniqueKeysWithValues: [1, 150, 300].map { (first.adding(days: $0), Set([JournalKind.stress])) }))
        }
    }
}
