@testable import DaybookApp
import DaybookCore
import DaybookStore
import Foundation
import Testing

/// `LogEntry`: a timed entry lands on its day in the person's zone, is stored, and is told once,
/// after its transaction committed.
@Suite struct LogEntryTests {
    @Test func aGlucoseReadingIsStoredOnThePersonsDayAndToldOnceAfterTheCommit() async throws {
        try await TestApp.with { app in
            let ada = try await app.person(zone: "Europe/Berlin")
            // 23:30 UTC is half past midnight in Berlin: the reading belongs to the next day there.
            let reading = try GlucoseReading(mgPerDL: 112, time: try instant("2026-03-09T23:30:00Z"), source: .meter)

            let entry = try await LogEntry<GlucoseReading>(app.context)(reading, for: ada)

            #expect(entry.date == (try date("2026-03-10")))
            #expect(entry.value == reading)
            let stored = try #require(try await EntryQueries<GlucoseReadingRecord>(app.db, userID: ada.id).find(entry.id))
            #expect(try stored.value() == reading)
            #expect(stored.localDate == entry.date)
            #expect(await app.changes.emitted == [
                Emitted(userID: ada.id, changes: [Change(.created, .journal(.glucose), id: entry.id, date: entry.date)], revisionSeen: 1),
            ])
            #expect(try await app.revision(of: ada) == 1)
        }
    }

    @Test func aStressRatingIsToldAsStressWithItsOwnIdEachTime() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let log = LogEntry<StressRating>(app.context)
            let first = try await log(try StressRating(level: 7, time: try instant("2026-03-10T08:00:00Z"), note: "deadline"), for: ada)
            let second = try await log(try StressRating(level: 3, time: try instant("2026-03-10T08:00:00Z")), for: ada)

            #expect(first.id != second.id)
            let day = try date("2026-03-10")
            #expect(await app.changes.emitted == [
                Emitted(userID: ada.id, changes: [Change(.created, .journal(.stress), id: first.id, date: day)], revisionSeen: 1),
                Emitted(userID: ada.id, changes: [Change(.created, .journal(.stress), id: second.id, date: day)], revisionSeen: 2),
            ])
            let stored = try await EntryQueries<StressRatingRecord>(app.db, userID: ada.id).on(day)
            #expect(Set(try stored.map { try $0.value().level }) == [7, 3])
        }
    }
}
