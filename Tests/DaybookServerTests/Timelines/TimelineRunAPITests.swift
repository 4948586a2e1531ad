import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// Runs with a clock the test moves: validation, `displayed`, cancel, privacy, restarts.
@Suite struct TimelineRunAPITests {
    @Test func aRunListsEachEventsDisplayTimingAndWhatIsDisplayedNow() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000))
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp()
            // Solar system distances, 0 … 121.6 AU over 1216 s: 10 s per AU.
            let run = try await server.startRun("solar-system-distances", totalTime: 1216, token: token)
            #expect(run["named"] as? String == "solar-system-distances")
            #expect(run["totalTime"] as? Double == 1216)
            #expect(abs((run["displayRatio"] as? Double ?? 0) - 10) < 1e-12)
            #expect(try instant(run["startTime"]) == clock.now.addingTimeInterval(4))
            #expect(run["language"] as? String == "en")
            let events = try #require(run["events"] as? [[String: Any]])
            #expect(events.count == 15)
            #expect(events.allSatisfy { $0["displayed"] as? Bool == false })
            let timings = events.compactMap { $0["displayTiming"] as? Double }
            #expect(timings == timings.sorted())
            let id = try #require(run["id"] as? String)

            // 4 s lead-in plus 50 s of run time: every body within 5 AU is displayed.
            clock.advance(by: 54)
            let now = try await server.request(.GET, "/api/v1/timelines/runs/\(id)", token: token).object()
            #expect(now["elapsed"] as? Double == 50)
            for event in try #require(now["events"] as? [[String: Any]]) {
                let timing = try #require(event["displayTiming"] as? Double)
                #expect(event["displayed"] as? Bool == (timing <= 50), "\(event)")
            }
            let list = try await server.request(.GET, "/api/v1/timelines/runs", token: token).array()
            #expect(list.map { $0["id"] as? String } == [id])
        }
    }

    @Test func runTimeOutsideTenSecondsToSevenDaysIsRefused() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            for totalTime in [9.0, 8 * 86_400.0, -10] {
                let response = try await server.request(.POST, "/api/v1/timelines/runs", token: token,
                                                        json: ["named": "cosmic-calendar", "totalTime": totalTime])
                #expect(response.status == .unprocessableEntity)
                #expect(try response.apiError().field == "totalTime")
            }
            let wrongType = try await server.request(.POST, "/api/v1/timelines/runs", token: token,
                                                     json: ["named": "cosmic-calendar", "totalTime": "ten"])
            #expect(wrongType.status == .unprocessableEntity)
            #expect(try wrongType.apiError().field == "totalTime")
            let typo = try await server.request(.POST, "/api/v1/timelines/runs", token: token,
                                                json: ["named": "cosmic-calendar", "totalTime": 60, "langauge": "de"])
            #expect(try typo.apiError().field == "langauge")
            let unknown = try await server.request(.POST, "/api/v1/timelines/runs", token: token,
                                                   json: ["named": "no-such-scenario", "totalTime": 60])
            #expect(unknown.status == .notFound)
            // The limits themselves are allowed.
            _ = try await server.startRun("cosmic-calendar", totalTime: 10, token: token)
            _ = try await server.startRun("cosmic-calendar", totalTime: 7 * 86_400, token: token)
        }
    }

    @Test func cancellingNeedsAConfirmationAndRemovesTheRun() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let stream = try await EventStreamClient.open(server.baseURL, token: token)
            defer { stream.close() }
            let id = try #require(try await server.startRun("geologic-time", totalTime: 600, token: token)["id"] as? String)

            let unconfirmed = try await server.request(.DELETE, "/api/v1/timelines/runs/\(id)", token: token)
            #expect(unconfirmed.status == .conflict)
            #expect(try unconfirmed.apiError().field == "confirm")
            #expect(try unconfirmed.apiError().message?.contains("confirm=true") == true)
            #expect(try await server.request(.GET, "/api/v1/timelines/runs/\(id)", token: token).status == .ok)

            let confirmed = try await server.request(.DELETE, "/api/v1/timelines/runs/\(id)?confirm=true", token: token)
            #expect(confirmed.status == .noContent)
            #expect(try await server.request(.GET, "/api/v1/timelines/runs/\(id)", token: token).status == .notFound)
            #expect(try await server.request(.GET, "/api/v1/timelines/runs", token: token).array().isEmpty)
            let removed = await stream.next(within: 2) { $0.kind == "timeline" && $0.change == "deleted" }
            #expect(removed?.id == id)
            #expect(await server.app.timelineScheduler.runningCount == 0)
            // What it had scheduled never comes: the clock passes the whole run, nothing arrives.
            server.clock.advance(by: 700)
            #expect(await stream.next(within: 1) { $0.kind == "notifications" } == nil)
            #expect(try await server.request(.GET, "/api/v1/notifications/unread-count", token: token).object()["unread"] as? Int == 0)
        }
    }

    @Test func anotherUsersRunIsNotFound() async throws {
        try await TestServer.with { server in
            let (ada, _) = try await server.signUp("ada@example.org")
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            let id = try #require(try await server.startRun("cosmic-calendar", totalTime: 600, token: ada)["id"] as? String)
            #expect(try await server.request(.GET, "/api/v1/timelines/runs/\(id)", token: bob).status == .notFound)
            #expect(try await server.request(.DELETE, "/api/v1/timelines/runs/\(id)?confirm=true", token: bob).status == .notFound)
            #expect(try await server.request(.GET, "/api/v1/timelines/runs", token: bob).array().isEmpty)
            #expect(try await server.request(.GET, "/api/v1/timelines/runs/\(id)", token: ada).status == .ok)
            #expect(try await server.request(.GET, "/api/v1/timelines/runs/not-a-uuid", token: ada).status == .notFound)
        }
    }

    /// The server stops after two notifications and comes back later: the two are not repeated,
    /// the one that fell due while it was down is delivered, and the run still ends.
    @Test func aRestartNeitherRepeatsNorSkipsANotification() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000))
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp()
            let stream = try await EventStreamClient.open(server.baseURL, token: token)
            defer { stream.close() }
            let id = try #require(try await server.startRun("cosmic-calendar", totalTime: 10, token: token, language: "de")["id"] as? String)

            // 7.5 s of run time: [0, 3] (0.215 s) and [4, 5, 8] (7.318 s) are due.
            clock.advance(by: 4 + 7.5)
            for _ in 0..<2 {
                #expect(await stream.next(within: 10) { $0.kind == "notifications" } != nil)
            }
            let before = try await server.request(.GET, "/api/v1/notifications", token: token).array()
            #expect(before.compactMap { ($0["data"] as? [String: Any])?["eventIndexes"] as? [Int] } == [[4, 5, 8], [0, 3]])
            #expect(before.last?["title"] as? String == "Der kosmische Kalender: 2 Ereignisse")

            // Shut down; 9.5 s of run time pass meanwhile ([9, 10, 11] falls due at 9.239 s); start again.
            let old = server.app.timelineScheduler
            await old.stopAll()
            clock.advance(by: 2)
            let restarted = TimelineScheduler(old.environment)
            server.app.timelineScheduler = restarted
            try await restarted.resumeAll()
            #expect(await stream.next(within: 10) { $0.kind == "notifications" } != nil)
            #expect(await stream.next(within: 1) { $0.kind == "notifications" } == nil)

            clock.advance(by: 1)
            #expect(await stream.next(within: 10) { $0.kind == "timeline" && $0.change == "deleted" }?.id == id)
            let after = try await server.request(.GET, "/api/v1/notifications", token: token).array()
            #expect(after.compactMap { ($0["data"] as? [String: Any])?["eventIndexes"] as? [Int] }
                    == [[13, 14, 17, 18, 21, 22, 24, 26, 27], [9, 10, 11], [4, 5, 8], [0, 3]])
            #expect(try await server.request(.GET, "/api/v1/timelines/runs/\(id)", token: token).status == .notFound)
        }
    }
}
