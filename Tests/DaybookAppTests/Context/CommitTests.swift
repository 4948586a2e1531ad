@testable import DaybookApp
import DaybookCore
import DaybookStore
import FluentKit
import Foundation
import Testing

/// `UseCaseContext.commit`, the one way a use case writes: a write that fails after it wrote leaves
/// nothing behind, and nothing is told of it.
@Suite struct CommitTests {
    /// Thrown by the write below after its first row, carrying that row's id.
    struct Refused: Error {
        var written: UUID
    }

    @Test func aWriteThatThrowsAfterItsFirstRowLeavesNothingAndTellsNothing() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let day = try date("2026-03-10")
            let rating = try StressRating(level: 2, time: try instant("2026-03-10T09:00:00Z"))

            let refused = await #expect(throws: Refused.self) {
                let _: Void = try await app.context.commit(ada.id) { db -> (Void, [Change]) in
                    let id = try await EntryQueries<StressRatingRecord>(db.fluent, userID: ada.id).create(rating, date: day).requireID()
                    throw Refused(written: id)
                }
            }

            let written = try #require(refused?.written)
            #expect(try await EntryQueries<StressRatingRecord>(app.db, userID: ada.id).find(written) == nil)
            #expect(try await EntryQueries<StressRatingRecord>(app.db, userID: ada.id).on(day).isEmpty)
            #expect(await app.changes.emitted.isEmpty)
            // The account's revision was counted up first thing in the transaction, and rolled back with it.
            #expect(try await app.revision(of: ada) == 0)
        }
    }
}
