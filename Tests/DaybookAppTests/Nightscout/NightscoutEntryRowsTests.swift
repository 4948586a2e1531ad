@testable import DaybookApp
import DaybookCore
import DaybookFormats
import DaybookStore
import Foundation
import Testing

/// A reading an uploader posts is dated, stored and told exactly as one logged on the day page, and a
/// re-post or a delete of its entry changes that same row.
@Suite struct NightscoutEntryRowsTests {
    @Test func aPostedReadingLandsOnThePersonsDayAndIsToldLikeALoggedOne() async throws {
        try await TestApp.with { app in
            let ada = try await app.person(zone: "Europe/Berlin")
            // 23:30 UTC is half past midnight in Berlin: the reading belongs to the next day there.
            let time = try instant("2026-03-09T23:30:00Z")
            let day = try date("2026-03-10")
            let save = SaveNightscoutEntries(app.context)
            func entry(_ mgPerDL: Double) throws -> SaveNightscoutEntries.Entry {
                let document: NightscoutDocument = ["type": .string("sgv"), "sgv": .integer(Int64(mgPerDL)),
                                                    "date": .integer(NightscoutTime.milliseconds(time))]
                return SaveNightscoutEntries.Entry(document: document, time: time, type: "sgv",
                                                   reading: try GlucoseReading(mgPerDL: mgPerDL, time: time, source: .cgm))
            }

            let saved = try await save([try entry(112)], newID: { "entry-1" }, for: ada)
            let rows = EntryQueries<GlucoseReadingRecord>(app.db, userID: ada.id)
            let row = try #require(try await rows.list().first)
            let id = try row.requireID()
            #expect(row.localDate == day)
            #expect(try row.value().mgPerDL == 112)

            // The same date and type again: the entry and its row are updated, not duplicated.
            _ = try await save([try entry(118)], newID: { "entry-2" }, for: ada)
            #expect(try await rows.list().map { try $0.value().mgPerDL } == [118])

            let nsID = try #require(saved.first?["_id"]?.stringValue)
            #expect(try await DeleteNightscoutDocuments(app.context)([nsID], from: .entries, for: ada) == 1)
            #expect(try await rows.list().isEmpty)
            let changes = await app.changes.all
            #expect(changes.filter(\.isForEventStreams) == [
                Change(.created, .journal(.glucose), id: id, date: day),
                Change(.updated, .journal(.glucose), id: id, date: day),
                Change(.deleted, .journal(.glucose), id: id, date: day),
            ])
            // The document's own changes, for API v3's Socket.IO channel, name it by its identifier.
            let documents = changes.filter { !$0.isForEventStreams }
            #expect(documents.map(\.action) == [.created, .updated, .deleted])
            #expect(documents.allSatisfy { $0.subject == .nightscout(.entries) && $0.reference == nsID && $0.id != nil })
        }
    }

    @Test func aReadingLoggedInDaybookIsShownAsAnEntryUnderItsOwnID() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let reading = try GlucoseReading(mgPerDL: 96, time: try instant("2026-03-10T08:00:00Z"), source: .meter)
            let logged = try await LogEntry<GlucoseReading>(app.context)(reading, for: ada)

            let shown = try await NightscoutDocuments(app.context).shown(.entries, from: nil, to: nil, for: ada)

            #expect(shown.count == 1)
            #expect(shown.first?.1["_id"]?.stringValue == NightscoutID.forJournalRow(logged.id))
            let byID = try await NightscoutDocuments(app.context).entry(id: NightscoutID.forJournalRow(logged.id), for: ada)
            #expect(byID?["mbg"]?.numberValue == 96)
        }
    }
}
