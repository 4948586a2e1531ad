import Foundation
import Testing
import Vapor

/// The inbox page: the bell in the header counts the unread, the page lists them newest first and
/// marks one or all read; another person's notification cannot be touched from it.
@Suite struct NotificationsPageTests {
    @Test func theBellCountsTheUnreadAndThePageMarksThemRead() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000))
        try await TestServer.with(clock: clock) { server in
            let (ada, _) = try await server.signUp("ada@example.org")
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            let stream = try await EventStreamClient.open(server.baseURL, token: ada)
            defer { stream.close() }
            _ = try await server.startRun("cosmic-calendar", totalTime: 10, token: ada)
            clock.advance(by: 15)
            #expect(await stream.next(within: 10) { $0.kind == "timeline" && $0.change == "deleted" } != nil)

            let browser = WebClient(server)
            _ = try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            let home = try await browser.get("/").bodyText
            #expect(home.contains("aria-label=\"Notifications, 4 unread\""))
            #expect(home.contains("<span class=\"count\" aria-hidden=\"true\">4</span>"))
            let page = try await browser.get("/notifications").bodyText
            #expect(page.contains("4 unread"))
            #expect(page.components(separatedBy: "<li class=\"card unread\">").count - 1 == 4)

            let inbox = try await server.request(.GET, "/api/v1/notifications", token: ada).array()
            let newest = try #require(inbox.first?["id"] as? String)
            #expect(try await browser.submit("/notifications", to: "/notifications/\(newest)/read", [:]).status == .seeOther)
            #expect(try await server.request(.GET, "/api/v1/notifications/unread-count", token: ada).object()["unread"] as? Int == 3)
            #expect(try await browser.submit("/notifications", to: "/notifications/read", [:]).status == .seeOther)
            #expect(try await server.request(.GET, "/api/v1/notifications/unread-count", token: ada).object()["unread"] as? Int == 0)
            let after = try await browser.get("/notifications").bodyText
            #expect(after.contains("All read") && !after.contains("class=\"count\""))

            // Bob's browser cannot delete Ada's notification.
            let bobs = WebClient(server)
            _ = try await bobs.submit("/login", to: "/login", ["email": "bob@example.org", "password": "correct horse battery"])
            #expect(try await bobs.submit("/notifications", to: "/notifications/\(newest)/delete", [:]).status == .notFound)
            #expect(try await server.request(.GET, "/api/v1/notifications", token: ada).array().count == 4)
            _ = bob
        }
    }
}
