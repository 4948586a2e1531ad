import DaybookStore
import Foundation
import Testing

@Suite struct ThrottleQueriesTests {
    @Test func eventsAreCountedPerKindAndSubjectInsideTheWindow() async throws {
        try await TestDatabase.with { db in
            let q = ThrottleQueries(db, kind: "login")
            let other = ThrottleQueries(db, kind: "token")
            let t0 = Date(timeIntervalSince1970: 1_800_000_000)
            try await q.record(subjects: ["email:a", "ip:1"], at: t0)
            try await q.record(subjects: ["email:a"], at: t0.addingTimeInterval(600))
            try await q.record(subjects: ["email:b"], at: t0.addingTimeInterval(600))
            try await other.record(subjects: ["email:a", "ip:1"], at: t0)

            let before = t0.addingTimeInterval(-1)
            #expect(try await q.count(for: "email:a", since: before) == 2)
            // The window excludes its start: an event made exactly then has aged out.
            #expect(try await q.count(for: "email:a", since: t0) == 1)
            #expect(try await q.count(for: "ip:1", since: before) == 1)
            #expect(try await q.oldest(for: "email:a", since: before) == t0)
            #expect(try await other.count(for: "email:a", since: before) == 1)

            try await q.clear(subject: "email:a")
            #expect(try await q.count(for: "email:a", since: before) == 0)
            #expect(try await q.count(for: "email:b", since: before) == 1)
            #expect(try await other.count(for: "email:a", since: before) == 1)

            try await q.prune(before: t0.addingTimeInterval(601))
            #expect(try await q.count(for: "email:b", since: before) == 0)
            #expect(try await q.count(for: "ip:1", since: before) == 0)
            // Another throttle's window is its own.
            #expect(try await other.count(for: "ip:1", since: before) == 1)
        }
    }
}
