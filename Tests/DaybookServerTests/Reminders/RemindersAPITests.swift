import Foundation
import Testing
import Vapor

@Suite struct RemindersAPITests {
    @Test func createListReadUpdateDeleteAndNobodyElseSeesThem() async throws {
        // Monday 2026-11-23 09:00Z (10:00 in Berlin).
        try await TestServer.with(clock: TestClock(utc("2026-11-23T09:00:00Z"))) { server in
            let (ada, _) = try await server.signUp("ada@example.org")
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            let water = try await server.createReminder(["kind": "water", "time": "18:15", "weekdays": [3, 5]], token: ada)
            let id = try #require(water["id"] as? String)
            #expect(water["kind"] as? String == "water")
            #expect(water["time"] as? String == "18:15")
            #expect(water["weekdays"] as? [Int] == [3, 5])
            #expect(water["enabled"] as? Bool == true)
            #expect(water["daysBefore"] as? Int == 2)
            // Wednesday 18:15 CET.
            #expect(water["nextFireAt"] as? String == "2026-11-25T17:15:00Z")

            let stress = try await server.createReminder(["kind": "stressLog", "time": "08:00"], token: ada)
            #expect(stress["weekdays"] as? [Int] == [1, 2, 3, 4, 5, 6, 7])
            #expect(stress["nextFireAt"] as? String == "2026-11-24T07:00:00Z")
            // Listed by time of day: 08:00 before 18:15.
            #expect(try await server.request(.GET, "/api/v1/reminders", token: ada).array().map { $0["id"] as? String }
                    == [stress["id"] as? String, id])

            // PATCH changes only what it names; the next fire follows.
            let patched = try await server.request(.PATCH, "/api/v1/reminders/\(id)", token: ada, json: ["time": "07:30"])
            #expect(patched.status == .ok)
            #expect(try patched.object()["weekdays"] as? [Int] == [3, 5])
            #expect(try patched.object()["nextFireAt"] as? String == "2026-11-25T06:30:00Z")
            let off = try await server.request(.PATCH, "/api/v1/reminders/\(id)", token: ada, json: ["enabled": false])
            #expect(try off.object()["enabled"] as? Bool == false)
            #expect(try off.object()["nextFireAt"] == nil)
            // PUT replaces: absent weekdays mean every day again.
            let put = try await server.request(.PUT, "/api/v1/reminders/\(id)", token: ada,
                                               json: ["kind": "medication", "time": "21:00", "text": "Iron tablet"])
            #expect(try put.object()["weekdays"] as? [Int] == [1, 2, 3, 4, 5, 6, 7])
            #expect(try put.object()["text"] as? String == "Iron tablet")
            #expect(try put.object()["nextFireAt"] as? String == "2026-11-23T20:00:00Z")

            // Bob sees none of it.
            #expect(try await server.request(.GET, "/api/v1/reminders", token: bob).array().isEmpty)
            #expect(try await server.request(.GET, "/api/v1/reminders/\(id)", token: bob).status == .notFound)
            #expect(try await server.request(.PATCH, "/api/v1/reminders/\(id)", token: bob, json: ["enabled": false]).status == .notFound)
            #expect(try await server.request(.DELETE, "/api/v1/reminders/\(id)", token: bob).status == .notFound)
            #expect(try await server.reminder(id, token: ada)["kind"] as? String == "medication")

            #expect(try await server.request(.DELETE, "/api/v1/reminders/\(id)", token: ada).status == .noContent)
            #expect(try await server.request(.GET, "/api/v1/reminders/\(id)", token: ada).status == .notFound)
            #expect(try await server.request(.GET, "/api/v1/reminders/nonsense", token: ada).status == .notFound)
            #expect(try await server.request(.GET, "/api/v1/reminders").status == .unauthorized)
        }
    }

    @Test func seedThreeLimitsAndBadInputAreErrorsNamingTheField() async throws {
        try await TestServer.with(clock: TestClock(utc("2026-11-23T09:00:00Z"))) { server in
            let (ada, _) = try await server.signUp()
            for time in ["08:00", "13:00", "20:00"] {
                _ = try await server.createReminder(["kind": "stressLog", "time": time], token: ada)
            }
            let fourth = try await server.request(.POST, "/api/v1/reminders", token: ada, json: ["kind": "stressLog", "time": "22:00"])
            #expect(fourth.status == .unprocessableEntity)
            #expect(try fourth.apiError().field == "kind")
            #expect(try fourth.apiError().message == "at most 3 stress-log reminders (you have 3)")
            let metrics = try await server.createReminder(["kind": "metricsLog", "time": "21:00"], token: ada)
            let second = try await server.request(.POST, "/api/v1/reminders", token: ada, json: ["kind": "metricsLog", "time": "22:00"])
            #expect(try second.apiError().field == "kind")
            #expect(try second.apiError().message == "at most 1 metrics-log reminder (you have 1)")
            // Turning another reminder into a fourth stress-log one is refused too; the metrics one may stay.
            let water = try #require(try await server.createReminder(["kind": "water", "time": "10:00"], token: ada)["id"] as? String)
            let change = try await server.request(.PATCH, "/api/v1/reminders/\(water)", token: ada, json: ["kind": "stressLog"])
            #expect(change.status == .unprocessableEntity)
            let same = try await server.request(.PATCH, "/api/v1/reminders/\(metrics["id"] as? String ?? "")", token: ada,
                                                json: ["time": "21:30"])
            #expect(same.status == .ok)
            // Custom ones: no limit, but a text.
            for _ in 0..<5 { _ = try await server.createReminder(["kind": "custom", "time": "12:00", "text": "Stretch"], token: ada) }

            let cases: [([String: Any], String)] = [
                (["kind": "custom", "time": "12:00"], "text"),
                (["kind": "water", "time": "25:00"], "time"),
                (["kind": "water", "time": "8:00"], "time"),
                (["kind": "water", "time": "08:00", "weekdays": [0]], "weekdays"),
                (["kind": "water", "time": "08:00", "weekdays": []], "weekdays"),
                (["kind": "periodDue", "time": "08:00", "daysBefore": 30], "daysBefore"),
                (["kind": "nap", "time": "08:00"], "kind"),
                (["kind": "water", "time": "08:00", "colour": "red"], "colour"),
                (["time": "08:00"], "kind"),
            ]
            for (body, field) in cases {
                let response = try await server.request(.POST, "/api/v1/reminders", token: ada, json: body)
                #expect(response.status == .unprocessableEntity, "\(body)")
                #expect(try response.apiError().field == field, "\(body): \(response.bodyText)")
            }
            #expect(try await server.request(.POST, "/api/v1/reminders", token: ada, body: "[1]").status == .badRequest)
        }
    }
}
