@testable import DaybookApp
import DaybookCore
import DaybookStore
import Foundation
import Testing

/// `DeleteEntry`: removes one of the person's own entries and tells which day lost it; anybody
/// else's entry, or one already gone, does not exist for them.
@Suite struct DeleteEntryTests {
    @Test func deletingAnEntryRemovesItAndTellsItsDay() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let entry = try await LogEntry<StressRating>(app.context)(StressRating(level: 6, time: instant("2026-03-09T18:00:00Z")), for: ada)

            try await DeleteEntry<StressRating>(app.context)(entry.id, for: ada)

            #expect(try await EntryQueries<StressRatingRecord>(app.db, userID: ada.id).find(entry.id) == nil)
            #expect(await app.changes.all == [
                Change(.created, .journal(.stress), id: entry.id, date: try date("2026-03-09")),
                Change(.deleted, .journal(.stress), id: entry.id, date: try date("2026-03-09")),
            ])
            await #expect(throws: UseCaseError.notFound("This entry")) {
                try await DeleteEntry<StressRating>(app.context)(entry.id, for: ada)
            }
            #expect(await app.changes.emitted.count == 2)
        }
    }

    @Test func nobodyDeletesAnotherPersonsEntry() async throws {
        try await TestApp.with { app in
            let ada = try await app.person("ada@example.org")
            let bob = try await app.person("bob@example.org")
            let entry = try await LogEntry<GlucoseReading>(app.context)(
                GlucoseReading(mgPerDL: 140, time: instant("2026-03-10T07:00:00Z")), for: ada)

            await #expect(throws: UseCaseError.notFound("This entry")) {
                try await DeleteEntry<GlucoseReading>(app.context)(entry.id, for: bob)
            }

            #expect(try await EntryQueries<GlucoseReadingRecord>(app.db, userID: ada.id).find(entry.id) != nil)
            #expect(await app.changes.emitted.map(\.userID) == [ada.id])
            #expect(try await app.revision(of: bob) == 0)
        }
    }
}
