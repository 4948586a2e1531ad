@testable import DaybookApp
import DaybookCore
import DaybookStore
import Foundation
import Testing

/// A journal fact may be dated at most one day past the person's today, in their own zone
/// (DESIGN.md): a refused entry is a validation error that stores and tells nothing.
@Suite struct JournalHorizonTests {
    @Test func anEntryTwoDaysAheadIsRefusedAndLeavesNoTrace() async throws {
        try await TestApp.with(now: "2026-03-10T12:00:00Z") { app in
            let ada = try await app.person()
            let log = LogEntry<StressRating>(app.context)
            // Tomorrow is still within the horizon.
            let tomorrow = try await log(try StressRating(level: 4, time: try instant("2026-03-11T23:59:00Z")), for: ada)
            #expect(tomorrow.date == (try date("2026-03-11")))

            let error = await #expect(throws: ValidationError.self) {
                try await log(try StressRating(level: 5, time: try instant("2026-03-12T00:00:00Z")), for: ada)
            }
            #expect(error?.field == "time")

            #expect(try await EntryQueries<StressRatingRecord>(app.db, userID: ada.id).on(try date("2026-03-12")).isEmpty)
            #expect(await app.changes.all == [Change(.created, .journal(.stress), id: tomorrow.id, date: tomorrow.date)])
            #expect(try await app.revision(of: ada) == 1)
        }
    }

    @Test func theHorizonIsCountedFromTheirTodayInTheirOwnZone() async throws {
        try await TestApp.with(now: "2026-03-10T12:00:00Z") { app in
            // At noon UTC it is already the 11th in Auckland (UTC+13), so the 12th is still "tomorrow" there.
            let london = try await app.person("ada@example.org", zone: "UTC")
            let auckland = try await app.person("kiri@example.org", zone: "Pacific/Auckland")
            let log = LogEntry<GlucoseReading>(app.context)
            let reading = try GlucoseReading(mgPerDL: 95, time: try instant("2026-03-12T01:00:00Z"))

            await #expect(throws: ValidationError.self) { try await log(reading, for: london) }
            let accepted = try await log(reading, for: auckland)

            #expect(accepted.date == (try date("2026-03-12")))
            #expect(try await EntryQueries<GlucoseReadingRecord>(app.db, userID: london.id).list().isEmpty)
            #expect(await app.changes.emitted.map(\.userID) == [auckland.id])
        }
    }
}
