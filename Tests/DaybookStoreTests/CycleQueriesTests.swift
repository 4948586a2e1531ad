import DaybookCore
import DaybookStore
import Foundation
import Testing

@Suite struct CycleQueriesTests {
    /// The cycle engine's read of flow days is plain SQL (two columns, no models): it must still see
    /// every flow level, skip days without flow, and only ever read one user's days.
    @Test func flowHasEveryFlowDayOfOneUserAndNothingElse() async throws {
        try await TestDatabase.with { db in
            let users = UserQueries(db)
            let ada = try await users.create(email: "ada@example.org", passwordHash: "h", preferences: .init(displayName: "Ada", timeZone: "UTC"))
            let bob = try await users.create(email: "bob@example.org", passwordHash: "h", preferences: .init(displayName: "Bob", timeZone: "UTC"))
            let adaDays = DayQueries(db, userID: try ada.requireID())
            _ = try await adaDays.saveSymptoms(try Symptoms(flow: .heavy), on: try LocalDate(parsing: "2026-01-01"))
            _ = try await adaDays.saveSymptoms(try Symptoms(flow: .light, mood: .sad), on: try LocalDate(parsing: "2026-01-02"))
            _ = try await adaDays.saveSymptoms(try Symptoms(mood: .happy), on: try LocalDate(parsing: "2026-01-03"))
            _ = try await adaDays.saveSymptoms(try Symptoms(flow: .spotting), on: try LocalDate(parsing: "2026-01-04"))
            _ = try await adaDays.saveSymptoms(try Symptoms(flow: FlowLevel.none), on: try LocalDate(parsing: "2026-01-05"))
            _ = try await DayQueries(db, userID: try bob.requireID()).saveSymptoms(try Symptoms(flow: .medium), on: try LocalDate(parsing: "2026-01-01"))

            let adaFlow = try await CycleQueries(db, userID: try ada.requireID()).flow()
            #expect(adaFlow == [
                try LocalDate(parsing: "2026-01-01"): .heavy,
                try LocalDate(parsing: "2026-01-02"): .light,
                try LocalDate(parsing: "2026-01-04"): .spotting,
                try LocalDate(parsing: "2026-01-05"): FlowLevel.none,
            ])
            #expect(try await CycleQueries(db, userID: try bob.requireID()).flow() == [try LocalDate(parsing: "2026-01-01"): .medium])
        }
    }
}
