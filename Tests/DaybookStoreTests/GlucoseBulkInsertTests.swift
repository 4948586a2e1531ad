import DaybookCore
import DaybookStore
import FluentKit
import Foundation
import Testing

@Suite struct GlucoseBulkInsertTests {
    let zone = TimeZone(identifier: "Europe/Berlin") ?? .gmt

    func readings(_ count: Int, from start: Date) -> [GlucoseReading] {
        (0..<count).compactMap { i in
            try? GlucoseReading(mgPerDL: Double(80 + i % 100), time: start.addingTimeInterval(Double(i) * 300), source: .cgm)
        }
    }

    /// More rows than one batch, over a day boundary: every row lands, on its local day, for its owner only.
    @Test func streamedReadingsReadBackThroughTheModelsOnTheirLocalDays() async throws {
        try await TestDatabase.with { db in
            let users = UserQueries(db)
            let ada = try await users.create(email: "ada@example.org", passwordHash: "h", preferences: Preferences(displayName: "Ada", timeZone: "Europe/Berlin"))
            let bob = try await users.create(email: "bob@example.org", passwordHash: "h", preferences: Preferences(displayName: "Bob", timeZone: "Europe/Berlin"))
            // 2026-03-01 00:00 in Berlin (UTC+1): 23:00 UTC the day before.
            let start = Date(timeIntervalSince1970: 1_772_319_600)
            let written = try await JournalWriter(db, userID: try ada.requireID(), zone: zone)
                .insertGlucose(streaming: readings(2_345, from: start))
            #expect(written == 2_345)
            try await JournalWriter(db, userID: try bob.requireID(), zone: zone).insertGlucose(streaming: readings(3, from: start))

            let adas = EntryQueries<GlucoseReadingRecord>(db, userID: try ada.requireID())
            #expect(try await adas.list().count == 2_345)
            // 288 readings a day from local midnight: 2,345 = 8 × 288 + 41.
            let first = try LocalDate(parsing: "2026-03-01")
            let firstDay = try await adas.on(first)
            #expect(firstDay.count == 288)
            #expect(try firstDay.first?.value() == readings(1, from: start).first)
            #expect(try await adas.on(first.adding(days: 8)).count == 41)
            #expect(try await EntryQueries<GlucoseReadingRecord>(db, userID: try bob.requireID()).list().count == 3)
        }
    }

    @Test func nothingToWriteWritesNothing() async throws {
        try await TestDatabase.with { db in
            let ada = try await UserQueries(db).create(email: "ada@example.org", passwordHash: "h", preferences: Preferences(displayName: "Ada", timeZone: "Europe/Berlin"))
            let written = try await JournalWriter(db, userID: try ada.requireID(), zone: zone).insertGlucose(streaming: [GlucoseReading]())
            #expect(written == 0)
        }
    }
}
