import DaybookCore
import DaybookStore
import Foundation
import Testing

@Suite struct EntryDatesTests {
    /// The calendar's markers probe each day of the range, a query per 100 days: days on both sides of
    /// each query's edge, the range's ends, and another user's entries on the same days.
    @Test func datesWithEntriesAcrossAYearOfOneUser() async throws {
        try await TestDatabase.with { db in
            let users = UserQueries(db)
            let ada = try await users.create(email: "ada@example.org", passwordHash: "h", preferences: .init(displayName: "Ada", timeZone: "UTC"))
            let bob = try await users.create(email: "bob@example.org", passwordHash: "h", preferences: .init(displayName: "Bob", timeZone: "UTC"))
            let first = try LocalDate(parsing: "2024-01-01")
            let adaDays = [0, 99, 100, 101, 200, 365].map { first.adding(days: $0) }
            let adaEntries = EntryQueries<StressRatingRecord>(db, userID: try ada.requireID())
            for day in adaDays + [adaDays[1]] {
                _ = try await adaEntries.create(try StressRating(level: 4, time: day.startInstant(in: .gmt)), date: day)
            }
            let bobEntries = EntryQueries<StressRatingRecord>(db, userID: try bob.requireID())
            for offset in [1, 150, 300] {
                let day = first.adding(days: offset)
                _ = try await bobEntries.create(try StressRating(level: 7, time: day.startInstant(in: .gmt)), date: day)
            }
            let last = try LocalDate(parsing: "2024-12-31")
            #expect(try await adaEntries.dates(from: first, to: last) == Set(adaDays))
            #expect(try await adaEntries.dates(from: first.adding(days: 100), to: first.adding(days: 101)) == Set(adaDays[2...3]))
            #expect(try await adaEntries.dates(from: last, to: first).isEmpty)
            #expect(try await bobEntries.dates(from: first, to: last) == Set([1, 150, 300].map { first.adding(days: $0) }))
        }
    }
}
