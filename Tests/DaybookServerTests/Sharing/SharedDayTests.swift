import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// A grantee opens the owner's day (`/day/{date}?owner=`): the granted parts only, read-only, dated
/// in the owner's zone and shown in the reader's units; reached from the follower's glucose page and
/// the shared calendar.
@Suite struct SharedDayTests {
    /// 2026-05-28T20:26:40Z.
    static let now = FollowerTests.now

    /// Ada lives in New York; Bob reads in mmol/L, in UTC. Ada's 4 May: flow, mood and a note, a
    /// reading, a dose and a meal in the morning, a stress rating, and a late reading that is already
    /// the 5th in UTC but still her 4th.
    static func accounts(_ server: TestServer, _ categories: [String]) async throws -> (ada: String, bob: String, owner: String, share: String) {
        let (ada, owner) = try await server.signUp(timeZone: "America/New_York")
        let (bob, _) = try await server.signUp("bob@example.org", name: "Bob", timeZone: "UTC")
        _ = try await server.signUp("carol@example.org", name: "Carol", timeZone: "UTC")
        let share = try await server.share(ada, with: "bob@example.org", categories, acceptedBy: bob)
        #expect(try await server.request(.PATCH, "/api/v1/me", token: bob, json: ["glucoseUnit": "mmol/L"]).status == .ok)
        let symptoms = try await server.request(.PUT, "/api/v1/days/2026-05-04/symptoms", token: ada,
                                                json: ["flow": "HEAVY", "mood": "SAD", "notes": "ada's private note"])
        try #require(symptoms.status == .ok, "\(symptoms.bodyText)")
        for (path, json) in [
            ("/api/v1/glucose", ["value": 112, "unit": "mg/dL", "time": "2026-05-04T13:00:00Z"] as [String: Any]),
            ("/api/v1/glucose", ["value": 200, "unit": "mg/dL", "time": "2026-05-05T02:00:00Z"]),
            ("/api/v1/insulin", ["units": 4, "kind": "bolus", "time": "2026-05-04T13:05:00Z"]),
            ("/api/v1/meals", ["name": "Porridge", "carbs": 54, "protein": 12, "fat": 8, "time": "2026-05-04T13:10:00Z"]),
            ("/api/v1/stress", ["level": 6, "time": "2026-05-04T14:00:00Z", "note": "big deadline"]),
        ] {
            let created = try await server.request(.POST, path, token: ada, json: json)
            try #require(created.status == .created, "\(path): \(created.bodyText)")
        }
        return (ada, bob, owner, share)
    }

    /// The page's own part, without the header and tabs every page has (the log-out form, the Log tab).
    static func main(_ html: String) -> String {
        let start = html.range(of: "<main")?.lowerBound ?? html.startIndex
        let end = html.range(of: "</main>")?.upperBound ?? html.endIndex
        return String(html[start..<end])
    }

    @Test func aDiabetesGranteeReadsTheOwnersGlucoseMealAndInsulinButNotHerMoodFlowOrNotes() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let people = try await Self.accounts(server, ["diabetes"])
            let bob = try await FollowerTests.login(server, "bob@example.org")
            let page = try await bob.get("/day/2026-05-04?owner=\(people.owner)")
            #expect(page.status == .ok)
            let html = page.bodyText
            // The chart with its marks: the meal's carbs below, the dose along the top.
            #expect(html.contains("id=\"glucose-day-title\""), "\(html)")
            #expect(html.contains("class=\"dbc-label dbc-meal\"") && html.contains(">54 g<"))
            #expect(html.contains("class=\"dbc-label dbc-insulin\"") && html.contains(">4\u{00A0}U<"))
            #expect(html.contains("Porridge"))
            // Bob's unit: 112 mg/dL is 6.2 mmol/L; the reading at 22:00 in New York (02:00 UTC on the 5th) is on her 4th.
            #expect(html.contains("6.2") && html.contains("mmol/L") && !html.contains("mg/dL"))
            #expect(html.contains("2 readings"), "both readings of her day")
            // Her clock: the meal at 13:10 UTC was at 09:10 in New York, the late reading at 22:00.
            #expect(html.contains("09:10") && !html.contains("13:10") && html.contains("22:00"))
            #expect(html.contains("Shared with you by Ada"))
            // Nothing of how the day went is shared, so the page does not ask.
            #expect(!html.contains("id=\"day-summary\""))
            // Nothing that was not granted.
            for hidden in ["Sad", "Heavy", "private note", "big deadline"] {
                #expect(!html.contains(hidden), "shows \(hidden)")
            }
            // Read-only: no form, no way to edit or log, and every link keeps whose day it is.
            let main = Self.main(html)
            #expect(!main.contains("<form") && !main.contains("href=\"/history") && !main.contains("href=\"/log"))
            #expect(!main.contains(">Edit<"))
            #expect(html.contains("href=\"/day/2026-05-03?owner=\(people.owner)\""))
            #expect(html.contains("href=\"/day/2026-05-05?owner=\(people.owner)\""))
            #expect(html.contains("href=\"/calendar?month=2026-05&owner=\(people.owner)\""))
            #expect(html.contains("href=\"/shared?owner=\(people.owner)\""))
            #expect(!html.contains("href=\"/day/2026-05-03\""))
            // It follows Ada's changes, not Bob's.
            #expect(html.contains("data-live-owner=\"\(people.owner)\""))
            // Her 5th, in New York, has nothing yet: the late reading is not on it.
            let fifth = try await bob.get("/day/2026-05-05?owner=\(people.owner)").bodyText
            #expect(!fifth.contains("glucose-day-title"))
        }
    }

    @Test func aCycleGranteeSeesTheFlowButNoGlucose() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let people = try await Self.accounts(server, ["cycle"])
            let bob = try await FollowerTests.login(server, "bob@example.org")
            let page = try await bob.get("/day/2026-05-04?owner=\(people.owner)")
            #expect(page.status == .ok)
            let html = page.bodyText
            #expect(html.contains("Heavy") && html.contains("id=\"day-summary\""))
            for hidden in ["glucose-day", "Porridge", "dbc-insulin", "Sad", "private note", "big deadline"] {
                #expect(!html.contains(hidden), "shows \(hidden)")
            }
            let main = Self.main(html)
            #expect(!main.contains("<form") && !main.contains("href=\"/history") && !main.contains("href=\"/log"))
        }
    }

    @Test func theOwnersOwnDayStaysEditable() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            _ = try await Self.accounts(server, ["diabetes"])
            let ada = try await FollowerTests.login(server, "ada@example.org")
            let html = try await ada.get("/day/2026-05-04").bodyText
            #expect(html.contains("Sad") && html.contains("Porridge") && html.contains("big deadline"))
            #expect(html.contains("href=\"/log?date=2026-05-04\"") && html.contains("href=\"/history/glucose/"))
            #expect(!html.contains("data-live-owner") && !html.contains("Shared with you by"))
        }
    }

    @Test func aStrangerATimelinesGranteeAndARevokedGranteeGetA404() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let people = try await Self.accounts(server, ["diabetes"])
            let path = "/day/2026-05-04?owner=\(people.owner)"
            let carol = try await FollowerTests.login(server, "carol@example.org")
            let stranger = try await carol.get(path)
            #expect(stranger.status == .notFound)
            #expect(!stranger.bodyText.contains("Porridge") && !stranger.bodyText.contains("Ada"))

            // Timelines share nothing of a day.
            let (dora, _) = try await server.signUp("dora@example.org", name: "Dora", timeZone: "UTC")
            _ = try await server.share(people.ada, with: "dora@example.org", ["timelines"], acceptedBy: dora)
            let timelines = try await FollowerTests.login(server, "dora@example.org")
            #expect(try await timelines.get(path).status == .notFound)

            let bob = try await FollowerTests.login(server, "bob@example.org")
            #expect(try await bob.get(path).status == .ok)
            #expect(try await server.request(.DELETE, "/api/v1/shares/\(people.share)", token: people.ada).status == .noContent)
            let revoked = try await bob.get(path)
            #expect(revoked.status == .notFound)
            #expect(revoked.bodyText.contains("Ada stopped sharing with you.") && !revoked.bodyText.contains("Porridge"))
        }
    }

    @Test func theFollowersPreviousDaysAndTheSharedCalendarLinkToTheSharedDay() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let people = try await Self.accounts(server, ["diabetes"])
            _ = try await server.request(.POST, "/api/v1/glucose", token: people.ada, json: ["value": 99, "time": "2026-05-27T12:00:00Z"])
            let bob = try await FollowerTests.login(server, "bob@example.org")

            let follow = try await bob.get("/shared/glucose?owner=\(people.owner)").bodyText
            #expect(follow.contains("href=\"/day/2026-05-27?owner=\(people.owner)\""), "\(follow)")
            #expect(follow.contains("href=\"/day/2026-05-22?owner=\(people.owner)\""), "every previous day")
            #expect(try await bob.get("/day/2026-05-27?owner=\(people.owner)").bodyText.contains("glucose-day-title"))

            let may = try await bob.get("/calendar?month=2026-05&owner=\(people.owner)").bodyText
            #expect(may.contains("href=\"/day/2026-05-04?owner=\(people.owner)\""))
            #expect(may.contains("href=\"/day/2026-05-27?owner=\(people.owner)\""))
            // A day with nothing this grant shows is no link; no link leaves the owner's pages.
            #expect(!may.contains("href=\"/day/2026-05-10?owner="))
            #expect(!may.contains("href=\"/day/2026-05-04\""))
        }
    }
}
