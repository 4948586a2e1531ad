import Foundation
import Testing
import Vapor

/// Reminders stay consistent with concurrent requests and with the cycle they depend on.
@Suite struct ReminderConsistencyTests {
    /// Ten requests at once for a stress-log reminder: the limit of three holds.
    @Test func concurrentCreatesCannotPassTheLimit() async throws {
        try await TestServer.with(clock: TestClock(utc("2026-11-23T09:00:00Z"))) { server in
            let (ada, _) = try await server.signUp()
            let statuses = try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
                for hour in 10..<20 {
                    group.addTask {
                        try await server.request(.POST, "/api/v1/reminders", token: ada,
                                                 json: ["kind": "stressLog", "time": "\(hour):00"]).status
                    }
                }
                return try await group.reduce(into: [HTTPStatus]()) { $0.append($1) }
            }
            #expect(statuses.filter { $0 == .created }.count == 3)
            #expect(statuses.filter { $0 == .unprocessableEntity }.count == 7)
            #expect(try await server.request(.GET, "/api/v1/reminders", token: ada).array().count == 3)
        }
    }

    /// Logging a period moves the period-due reminder to the new prediction at once, earlier or later.
    @Test func loggingAPeriodReschedulesThePeriodDueReminder() async throws {
        try await TestServer.with(clock: TestClock(utc("2026-01-29T10:00:00Z"))) { server in
            let (ada, _) = try await server.signUp()
            _ = try await server.request(.PATCH, "/api/v1/me", token: ada, json: [
                "initialPeriodStart": "2026-01-05", "initialPeriodLength": 5, "averageCycleLength": 28,
            ])
            let due = try await server.createReminder(["kind": "periodDue", "time": "09:00"], token: ada)
            let id = try #require(due["id"] as? String)
            // Predicted 2026-02-02 (5 January + 28 days): two days before, 09:00 CET.
            #expect(due["nextFireAt"] as? String == "2026-01-31T08:00:00Z")

            // The period comes early, on 27 and 28 January: a 22-day cycle (5 → 27 January). With one own
            // cycle the onboarding 28 days still weighs twice: (2 × 28 + 22) / 3 = 26 days on, 22 February,
            // and the reminder two days before it.
            for day in ["2026-01-27", "2026-01-28"] {
                let logged = try await server.request(.PUT, "/api/v1/days/\(day)/symptoms", token: ada, json: ["flow": "HEAVY"])
                #expect(logged.status == .ok)
            }
            let next = try await server.request(.GET, "/api/v1/cycle/predictions", token: ada).object()["nextStart"] as? String
            #expect(next == "2026-02-22")
            #expect(try await server.reminder(id, token: ada)["nextFireAt"] as? String == "2026-02-20T08:00:00Z")

            // Deleting those days brings back the first prediction.
            for day in ["2026-01-27", "2026-01-28"] {
                #expect(try await server.request(.DELETE, "/api/v1/days/\(day)/symptoms", token: ada).status == .noContent)
            }
            #expect(try await server.reminder(id, token: ada)["nextFireAt"] as? String == "2026-01-31T08:00:00Z")
        }
    }
}
