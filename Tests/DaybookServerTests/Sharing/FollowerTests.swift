import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// A follower of a shared diabetes log or cycle: the owner's live changes that the grant covers, the
/// follower's pages with and without each category, and what both read once sharing ends.
@Suite struct FollowerTests {
    /// 2026-05-28T20:26:40Z.
    static let now = Date(timeIntervalSince1970: 1_780_000_000)

    /// Ada shares `categories` with Bob, who accepts; Carol is a stranger. Returns the tokens and Ada's id.
    static func accounts(_ server: TestServer, _ categories: [String]) async throws -> (ada: String, bob: String, carol: String, owner: String, share: String) {
        let (ada, owner) = try await server.signUp(timeZone: "UTC")
        let (bob, _) = try await server.signUp("bob@example.org", name: "Bob", timeZone: "UTC")
        let (carol, _) = try await server.signUp("carol@example.org", name: "Carol", timeZone: "UTC")
        let share = try await server.share(ada, with: "bob@example.org", categories, acceptedBy: bob)
        return (ada, bob, carol, owner, share)
    }

    static func login(_ server: TestServer, _ email: String) async throws -> WebClient {
        let client = WebClient(server)
        try await client.submit("/login", to: "/login", ["email": email, "password": "correct horse battery"])
        return client
    }

    @Test func aDiabetesFollowerHearsOfTheOwnersGlucoseButNotOfAMood() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let people = try await Self.accounts(server, ["diabetes"])
            let follower = try await EventStreamClient.open(server.baseURL, token: people.bob, path: "/api/v1/events?owner=\(people.owner)")
            defer { follower.close() }

            let mood = try await server.request(.PUT, "/api/v1/days/2026-05-28/symptoms", token: people.ada, json: ["mood": "SAD"])
            #expect(mood.status == .ok)
            let glucose = try await server.request(.POST, "/api/v1/glucose", token: people.ada,
                                                   json: ["value": 143, "time": "2026-05-28T20:20:00Z"]).object()
            // The first event is the glucose: the mood never reached the follower.
            let event = try #require(await follower.next(within: .seconds(2)), "no event within two seconds")
            #expect(event.name == "change")
            #expect(event.json["kind"] as? String == "glucose")
            #expect(event.json["id"] as? String == glucose["id"] as? String)
            #expect(await follower.next(within: .milliseconds(300)) == nil)
        }
    }

    @Test func aStrangersOwnerStreamIsAPlain404() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let people = try await Self.accounts(server, ["diabetes"])
            await #expect(throws: EventStreamClient.EventStreamError.self) {
                _ = try await EventStreamClient.open(server.baseURL, token: people.carol, path: "/api/v1/events?owner=\(people.owner)")
            }
            let answer = try await server.request(.GET, "/api/v1/events?owner=\(people.owner)", token: people.carol)
            #expect(answer.status == .notFound)
            #expect(try answer.apiError().code == "notFound")
        }
    }

    @Test func aRevokedGrantEndsTheFollowersStream() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let people = try await Self.accounts(server, ["diabetes"])
            let follower = try await EventStreamClient.open(server.baseURL, token: people.bob, path: "/api/v1/events?owner=\(people.owner)")
            defer { follower.close() }
            let revoked = try await server.request(.DELETE, "/api/v1/shares/\(people.share)", token: people.ada)
            #expect(revoked.status == .noContent)
            // The revoke itself is a change of the owner's: the stream finds the grant gone and ends.
            #expect(await follower.next(within: .seconds(2))?.name == "ended")
            _ = try await server.request(.POST, "/api/v1/glucose", token: people.ada, json: ["value": 150, "time": "2026-05-28T20:21:00Z"])
            let after = await follower.next(within: .milliseconds(500))
            #expect(after == nil || after?.name == "ended", "a change arrived after the revoke: \(String(describing: after?.data))")
            // And it cannot be opened again.
            let again = try await server.request(.GET, "/api/v1/events?owner=\(people.owner)", token: people.bob)
            #expect(again.status == .notFound)
        }
    }

    @Test func theGlucoseFollowerPageShowsTheLatestReadingTodayAndTheDaysBefore() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let people = try await Self.accounts(server, ["diabetes"])
            for (value, time) in [(120, "2026-05-28T20:15:00Z"), (131, "2026-05-28T20:20:00Z"), (99, "2026-05-27T12:00:00Z")] {
                _ = try await server.request(.POST, "/api/v1/glucose", token: people.ada, json: ["value": value, "time": time])
            }
            _ = try await server.request(.PATCH, "/api/v1/me", token: people.ada, json: ["tracking": ["trackMeals": true, "trackInsulin": true]])
            _ = try await server.request(.POST, "/api/v1/meals", token: people.ada, json: ["name": "Pasta", "carbs": 60, "time": "2026-05-28T19:00:00Z"])
            _ = try await server.request(.PATCH, "/api/v1/me", token: people.bob, json: ["glucoseUnit": "mmol/L"])

            let bob = try await Self.login(server, "bob@example.org")
            let shared = try await bob.get("/shared?owner=\(people.owner)").bodyText
            #expect(shared.contains("href=\"/shared/glucose?owner=\(people.owner)\""))
            let page = try await bob.get("/shared/glucose?owner=\(people.owner)")
            #expect(page.status == .ok)
            let html = page.bodyText
            // The reader's unit: 131 mg/dL is 7.3 mmol/L, six minutes old, rising.
            #expect(html.contains("id=\"follow-value\">7.3<"), "\(html)")
            #expect(html.contains("mmol/L"))
            #expect(html.contains("6 min ago"))
            #expect(html.contains("id=\"follow-arrow\""))
            #expect(html.contains("id=\"glucose-day-title\""), "today's chart")
            #expect(html.contains("id=\"follow-day-list\"") && html.contains("No readings"))
            #expect(html.contains("/reports/glucose?owner=\(people.owner)"))
            #expect(html.contains("/js/follow.js"))
            // No link to a page the follower cannot open: each day is the owner's, shared.
            #expect(html.contains("href=\"/day/2026-05-27?owner=\(people.owner)\""))
            #expect(!html.contains("href=\"/history/"))
            #expect(html.components(separatedBy: "href=\"/day/").dropFirst().allSatisfy { $0.hasPrefix("2026-05-2") && $0.contains("?owner=\(people.owner)\"") })
        }
    }

    @Test func withoutDiabetesTheFollowerPageDoesNotExist() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let people = try await Self.accounts(server, ["cycle"])
            let bob = try await Self.login(server, "bob@example.org")
            #expect(try await bob.get("/shared/glucose?owner=\(people.owner)").status == .notFound)
            let shared = try await bob.get("/shared?owner=\(people.owner)").bodyText
            #expect(!shared.contains("/shared/glucose"))
            let carol = try await Self.login(server, "carol@example.org")
            let stranger = try await carol.get("/shared/glucose?owner=\(people.owner)")
            #expect(stranger.status == .notFound)
            #expect(!stranger.bodyText.contains("stopped sharing"))
        }
    }

    @Test func aCycleOnlyCalendarListsNoGlucoseAndLinksNowhereItCannotOpen() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let people = try await Self.accounts(server, ["cycle"])
            _ = try await server.request(.POST, "/api/v1/glucose", token: people.ada, json: ["value": 120, "time": "2026-05-28T08:00:00Z"])
            _ = try await server.request(.PUT, "/api/v1/days/2026-05-27/symptoms", token: people.ada, json: ["flow": "MEDIUM"])
            let bob = try await Self.login(server, "bob@example.org")
            let calendar = try await bob.get("/calendar?owner=\(people.owner)").bodyText
            #expect(calendar.contains("swatch flow"))
            #expect(!calendar.contains("dot glucose") && !calendar.contains("dot stress") && !calendar.contains("dot meals"))
            #expect(calendar.contains("href=\"/cycle?owner=\(people.owner)\""))
            // The flow day opens the owner's day; the glucose day, not shared, is no link.
            #expect(calendar.contains("href=\"/day/2026-05-27?owner=\(people.owner)\""))
            #expect(!calendar.contains("href=\"/day/2026-05-28"))
            #expect(try await bob.get("/cycle?owner=\(people.owner)").status == .ok)
        }
    }

    @Test func aDiabetesOnlyCalendarShowsGlucoseMarksAndNoCycleLink() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let people = try await Self.accounts(server, ["diabetes"])
            _ = try await server.request(.POST, "/api/v1/glucose", token: people.ada, json: ["value": 120, "time": "2026-05-28T08:00:00Z"])
            let bob = try await Self.login(server, "bob@example.org")
            let calendar = try await bob.get("/calendar?owner=\(people.owner)").bodyText
            #expect(calendar.contains("<i class=\"dot glucose\"></i></span></a>"), "the glucose mark on the 28th, which opens that day")
            #expect(calendar.contains("<i class=\"dot glucose\"></i>Glucose") || calendar.contains("dot glucose\"></i>"))
            #expect(!calendar.contains("swatch flow") && !calendar.contains("swatch predicted"))
            #expect(!calendar.contains("href=\"/cycle"))
            #expect(calendar.contains("href=\"/day/2026-05-28?owner=\(people.owner)\""))
            #expect(!calendar.contains("href=\"/day/2026-05-27"))
            #expect(try await bob.get("/cycle?owner=\(people.owner)").status == .notFound)
        }
    }

    @Test func afterARevokeTheFollowerReadsThatSharingStoppedAndTheOwnerThatItEnded() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let people = try await Self.accounts(server, ["diabetes", "cycle"])
            let ada = try await Self.login(server, "ada@example.org")
            let bob = try await Self.login(server, "bob@example.org")
            #expect(try await bob.get("/shared/glucose?owner=\(people.owner)").status == .ok)

            let revoked = try await ada.submit("/sharing", to: "/sharing/\(people.share)/revoke", [:])
            #expect(revoked.bodyText.contains("Sharing with Bob ended."))
            #expect(!revoked.bodyText.contains(">Saved.<"))

            for path in ["/shared?owner=\(people.owner)", "/shared/glucose?owner=\(people.owner)", "/calendar?owner=\(people.owner)"] {
                let page = try await bob.get(path)
                #expect(page.status == .notFound, "\(path)")
                #expect(page.bodyText.contains("Ada stopped sharing with you."), "\(path)")
            }
            // The API tells nothing.
            let api = try await server.request(.GET, "/api/v1/glucose?owner=\(people.owner)", token: people.bob)
            #expect(api.status == .notFound)
            #expect(!api.bodyText.contains("stopped") && !api.bodyText.contains("Ada"))
            // A stranger still reads a plain "not found".
            let carol = try await Self.login(server, "carol@example.org")
            let stranger = try await carol.get("/shared?owner=\(people.owner)")
            #expect(stranger.status == .notFound)
            #expect(!stranger.bodyText.contains("stopped sharing") && !stranger.bodyText.contains("Ada"))

            // Bob's sharing page keeps the note until he dismisses it.
            let sharing = try await bob.get("/sharing").bodyText
            #expect(sharing.contains("id=\"ended-shares\"") && sharing.contains("Ada stopped sharing with you."))
            _ = try await bob.submit("/sharing", to: "/sharing/ended/\(people.owner)/dismiss", [:])
            #expect(!(try await bob.get("/sharing").bodyText.contains("id=\"ended-shares\"")))
        }
    }
}
