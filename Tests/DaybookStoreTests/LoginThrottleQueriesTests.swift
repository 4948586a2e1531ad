import DaybookStore
import Foundation
import Testing

@Suite struct LoginThrottleQueriesTests {
    @Test func failuresAreCountedPerSubjectInsideTheWindow() async throws {
        try await TestDatabase.with { db in
            let q = LoginThrottleQueries(db)
            let t0 = Date(timeIntervalSince1970: 1_800_000_000)
            try await q.record(subjects: ["email:a", "ip:1"], at: t0)
            try await q.record(subjects: ["email:a"], at: t0.addingTimeInterval(600))
            try await q.record(subjects: ["email:b"], at: t0.addingTimeInterval(600))

            #expect(try await q.failures(for: "email:a", since: t0) == 2)
            #expect(try await q.failures(for: "email:a", since: t0.addingTimeInterval(1)) == 1)
            #expect(try await q.failures(for: "ip:1", since: t0) == 1)
            #expect(try await q.oldestFailure(for: "email:a", since: t0) == t0)

            try await q.clear(subject: "email:a")
            #expect(try await q.failures(for: "email:a", since: t0) == 0)
            #expect(try await q.failures(for: "email:b", since: t0) == 1)

            try await q.prune(before: t0.addingTimeInterval(601))
            #expect(try await q.failures(for: "email:b", since: t0) == 0)
            #expect(try await q.failures(for: "ip:1", since: t0) == 0)
        }
    }
}
