import DaybookCore
import DaybookStore
import FluentKit
import Foundation
import Testing

/// Writes that wait together share one transaction on SQLite: each still commits or rolls back on
/// its own, and each caller hears of its own write only.
@Suite struct WriteDisciplineTests {
    struct Refused: Error, Equatable {
        var number: Int
    }

    @Test func writesWaitingTogetherEachCommitOrFailAlone() async throws {
        try await TestDatabase.with { db in
            let ada = try await UserQueries(db).create(email: "ada@example.org", passwordHash: "h", preferences: .init(displayName: "Ada", timeZone: "UTC"))
            let userID = try ada.requireID()
            let day = try LocalDate(parsing: "2026-03-10")
            let writes = WriteDiscipline()
            // The first write holds the writer until the others are queued behind it.
            let (held, release) = AsyncStream.makeStream(of: Void.self)
            let first = Task {
                try await writes.transaction(db) { tx in
                    for await _ in held { break }
                    return try await EntryQueries<StressRatingRecord>(tx, userID: userID)
                        .create(try StressRating(level: 1, time: day.startInstant(in: .gmt)), date: day).requireID()
                }
            }
            let outcomes = try await withThrowingTaskGroup(of: (Int, Result<UUID, Refused>).self) { group in
                for number in 2...21 {
                    group.addTask {
                        do {
                            let id = try await writes.transaction(db) { tx in
                                try await WriteDiscipline.lockAccount(userID, on: tx)
                                let id = try await EntryQueries<StressRatingRecord>(tx, userID: userID)
                                    .create(try StressRating(level: number % 10 + 1, time: day.startInstant(in: .gmt), note: "write \(number)"), date: day)
                                    .requireID()
                                // Every third write fails after it wrote: its row must go, the others' stay.
                                if number % 3 == 0 { throw Refused(number: number) }
                                return id
                            }
                            return (number, .success(id))
                        } catch let refused as Refused {
                            return (number, .failure(refused))
                        }
                    }
                }
                // Time for the others to queue up behind the first, so that they share a commit; the
                // outcome must be the same whether or not they did.
                try await Task.sleep(for: .milliseconds(50))
                release.yield()
                release.finish()
                var outcomes: [Int: Result<UUID, Refused>] = [:]
                for try await (number, outcome) in group { outcomes[number] = outcome }
                return outcomes
            }
            let firstID = try await first.value
            for (number, outcome) in outcomes {
                if number % 3 == 0 { #expect(outcome == .failure(Refused(number: number))) } else { #expect((try? outcome.get()) != nil) }
            }
            let stored = try await EntryQueries<StressRatingRecord>(db, userID: userID).on(day)
            let expected = Set(outcomes.values.compactMap { try? $0.get() } + [firstID])
            #expect(Set(stored.compactMap(\.id)) == expected)
            #expect(stored.count == 1 + 20 - 7)
            #expect(try await UserQueries(db).find(id: userID)?.revision == 20 - 7)
        }
    }
}
