import DaybookStore
import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// The scheduler, driven tick by tick with a test clock: no sleeping.
@Suite struct ReminderSchedulerTests {
    @Test func springForwardFiresAtThreeThirtyAndThenBackAtTwoThirty() async throws {
        try await TestServer.with(clock: TestClock(utc("2026-03-28T12:00:00Z"))) { server in
            let (ada, _) = try await server.signUp()
            let reminder = try await server.createReminder(["kind": "medication", "time": "02:30"], token: ada)
            let id = try #require(reminder["id"] as? String)
            // 02:30 does not exist on 2026-03-29 in Berlin: 03:30 CEST = 01:30Z.
            #expect(reminder["nextFireAt"] as? String == "2026-03-29T01:30:00Z")
            #expect(try await server.tick(at: "2026-03-29T01:29:59Z") == 0)
            #expect(try await server.tick(at: "2026-03-29T01:30:00Z") == 1)
            #expect(try await server.tick(at: "2026-03-29T01:30:00Z") == 0)
            let after = try await server.reminder(id, token: ada)
            #expect(after["nextFireAt"] as? String == "2026-03-30T00:30:00Z")
            #expect(after["lastFiredAt"] as? String == "2026-03-29T01:30:00Z")
            let inbox = try await server.inbox(ada)
            #expect(inbox.count == 1)
            #expect(inbox.first?["kind"] as? String == "reminder")
            #expect(inbox.first?["title"] as? String == "Time for your medication")
            #expect(inbox.first?["createdAt"] as? String == "2026-03-29T01:30:00Z")
            #expect(inbox.first?["link"] as? String == "/api/v1/reminders/\(id)")
            let data = try #require(inbox.first?["data"] as? [String: Any])
            #expect(data["reminderId"] as? String == id)
            #expect(data["reminderKind"] as? String == "medication")
        }
    }

    @Test func fallBackFiresOnceAtTheFirstTwoThirty() async throws {
        try await TestServer.with(clock: TestClock(utc("2026-10-24T12:00:00Z"))) { server in
            let (ada, _) = try await server.signUp()
            let id = try #require(try await server.createReminder(["kind": "water", "time": "02:30"], token: ada)["id"] as? String)
            #expect(try await server.reminder(id, token: ada)["nextFireAt"] as? String == "2026-10-25T00:30:00Z")
            #expect(try await server.tick(at: "2026-10-25T00:30:00Z") == 1)
            // 01:30Z is 02:30 again (CET): no second fire.
            #expect(try await server.tick(at: "2026-10-25T01:30:00Z") == 0)
            #expect(try await server.reminder(id, token: ada)["nextFireAt"] as? String == "2026-10-26T01:30:00Z")
            #expect(try await server.tick(at: "2026-10-26T01:30:00Z") == 1)
            #expect(try await server.inbox(ada).count == 2)
        }
    }

    @Test func aDisabledReminderNeverFiresAndFiresAgainWhenEnabled() async throws {
        try await TestServer.with(clock: TestClock(utc("2026-11-23T09:00:00Z"))) { server in
            let (ada, _) = try await server.signUp()
            let id = try #require(try await server.createReminder(["kind": "stressLog", "time": "12:00"], token: ada)["id"] as? String)
            _ = try await server.request(.PATCH, "/api/v1/reminders/\(id)", token: ada, json: ["enabled": false])
            #expect(try await server.tick(at: "2026-11-30T12:00:00Z") == 0)
            #expect(try await server.inbox(ada).isEmpty)
            server.clock.advance(by: 86_400) // Tuesday 09:00Z
            let on = try await server.request(.PATCH, "/api/v1/reminders/\(id)", token: ada, json: ["enabled": true])
            #expect(try on.object()["nextFireAt"] as? String == "2026-11-24T11:00:00Z")
            #expect(try await server.tick(at: "2026-11-24T11:00:00Z") == 1)
        }
    }

    @Test func aChangedTimeZoneMovesTheNextFire() async throws {
        try await TestServer.with(clock: TestClock(utc("2026-11-23T05:00:00Z"))) { server in
            let (ada, _) = try await server.signUp()
            let id = try #require(try await server.createReminder(["kind": "metricsLog", "time": "08:00"], token: ada)["id"] as? String)
            #expect(try await server.reminder(id, token: ada)["nextFireAt"] as? String == "2026-11-23T07:00:00Z")
            let moved = try await server.request(.PATCH, "/api/v1/me", token: ada, json: ["timeZone": "America/New_York"])
            #expect(moved.status == .ok)
            // 08:00 EST = 13:00Z.
            #expect(try await server.reminder(id, token: ada)["nextFireAt"] as? String == "2026-11-23T13:00:00Z")
            #expect(try await server.tick(at: "2026-11-23T07:00:00Z") == 0)
            #expect(try await server.tick(at: "2026-11-23T13:00:00Z") == 1)
        }
    }

    /// A restart between two fires: the first is not repeated, the missed ones fire once (late),
    /// then the reminder moves on.
    @Test func aRestartNeitherRepeatsNorSkipsAndMissedDaysFireOnce() async throws {
        let shared = SharedDatabase()
        defer { shared.remove() }
        var token = ""
        var id = ""
        try await TestServer.with(clock: TestClock(utc("2026-11-23T06:00:00Z")), database: shared.adjust) { server in
            (token, _) = try await server.signUp()
            id = try #require(try await server.createReminder(["kind": "water", "time": "08:00"], token: token)["id"] as? String)
            #expect(try await server.tick(at: "2026-11-23T07:00:00Z") == 1)
        }
        // Down from Monday 07:00Z to Wednesday 09:00Z: Tuesday's and Wednesday's 08:00 passed.
        try await TestServer.with(clock: TestClock(utc("2026-11-25T09:00:00Z")), database: shared.adjust) { server in
            #expect(try await server.reminder(id, token: token)["nextFireAt"] as? String == "2026-11-24T07:00:00Z")
            #expect(try await server.tick(at: "2026-11-25T09:00:00Z") == 1)
            #expect(try await server.tick(at: "2026-11-25T09:00:01Z") == 0)
            #expect(try await server.reminder(id, token: token)["nextFireAt"] as? String == "2026-11-26T07:00:00Z")
            let inbox = try await server.inbox(token)
            #expect(inbox.map { $0["createdAt"] as? String } == ["2026-11-24T07:00:00Z", "2026-11-23T07:00:00Z"])
        }
    }

    @Test func periodDueFiresTwoDaysBeforeThePredictedStart() async throws {
        try await TestServer.with(clock: TestClock(utc("2026-01-20T10:00:00Z"))) { server in
            let (ada, _) = try await server.signUp()
            // Nothing to predict from yet: no fire planned.
            let due = try await server.createReminder(["kind": "periodDue", "time": "09:00"], token: ada)
            let id = try #require(due["id"] as? String)
            #expect(due["nextFireAt"] == nil)
            let profile = try await server.request(.PATCH, "/api/v1/me", token: ada, json: [
                "initialPeriodStart": "2026-01-05", "initialPeriodLength": 5, "averageCycleLength": 28,
            ])
            #expect(profile.status == .ok)
            let predictions = try await server.request(.GET, "/api/v1/cycle/predictions", token: ada).object()
            let next = try #require(predictions["nextStart"] as? String)
            #expect(next == "2026-02-02")
            // 2026-01-31 09:00 CET.
            #expect(try await server.reminder(id, token: ada)["nextFireAt"] as? String == "2026-01-31T08:00:00Z")
            #expect(try await server.tick(at: "2026-01-31T08:00:00Z") == 1)
            let inbox = try await server.inbox(ada)
            #expect(inbox.first?["title"] as? String == "Your period is due soon")
            #expect(inbox.first?["body"] as? String == "Your next period is predicted to start on 2026-02-02 (in 2 days).")
            // The next cycle: 2026-03-02 − 2 days, 09:00 CET.
            #expect(try await server.reminder(id, token: ada)["nextFireAt"] as? String == "2026-02-28T08:00:00Z")
        }
    }

    /// The served loop wakes by itself when the clock reaches a fire, and the inbox pushes it live.
    @Test func theRunningSchedulerPushesTheNotificationLive() async throws {
        let clock = TestClock(utc("2026-11-23T06:59:00Z"))
        try await TestServer.with(clock: clock) { server in
            let (ada, _) = try await server.signUp()
            let stream = try await EventStreamClient.open(server.baseURL, token: ada)
            defer { stream.close() }
            _ = try await server.createReminder(["kind": "stressLog", "time": "08:00"], token: ada)
            await server.app.reminderScheduler.start()
            clock.advance(by: 60)
            let event = await stream.next(within: 20) { $0.kind == "notifications" && $0.change == "created" }
            #expect(event != nil)
            await server.app.reminderScheduler.stop()
            #expect(try await server.request(.GET, "/api/v1/notifications/unread-count", token: ada).object()["unread"] as? Int == 1)
        }
    }
}
