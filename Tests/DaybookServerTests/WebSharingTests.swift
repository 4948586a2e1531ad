import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// Sharing on the web: the owner invites a partner to the cycle and hands over the code; the partner
/// accepts it and sees the owner's predicted period on the calendar; after revoking, it is gone.
@Suite struct WebSharingTests {
    @Test func aPartnerSeesTheSharedCycleUntilItIsRevoked() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000)) // 2026-05-28
        try await TestServer.with(clock: clock) { server in
            let (ada, _) = try await server.signUp(timeZone: "UTC")
            _ = try await server.signUp("bob@example.org", name: "Bob", timeZone: "UTC")
            for start in ["2026-02-02", "2026-03-02", "2026-03-30", "2026-04-27"] {
                _ = try await server.request(.POST, "/api/v1/cycle/periods", token: ada, json: ["start": start])
            }
            let next = try #require(try await server.request(.GET, "/api/v1/cycle/predictions", token: ada).object()["nextStart"] as? String)

            let owner = WebClient(server)
            try await owner.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            let refused = try await owner.submit("/sharing", to: "/sharing", ["email": "bob@example.org"])
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.bodyText.contains("id=\"share-categories-error\""))
            let invited = try await owner.submit("/sharing", to: "/sharing", ["email": "bob@example.org", "category.cycle": "on"])
            #expect(invited.status == .ok)
            let code = String(try #require(invited.bodyText.firstMatch(of: /id="invitation-code">([0-9A-Z-]+)</)?.output.1))
            let link = try #require(invited.bodyText.firstMatch(of: /value="(http[^"]+\/sharing\/accept\?code=[0-9A-Z-]+)"/)?.output.1)
            #expect(link.hasSuffix(code))
            // Shown once: the page itself does not show it again.
            #expect(!(try await owner.get("/sharing").bodyText.contains(code)))

            let partner = WebClient(server)
            try await partner.submit("/login", to: "/login", ["email": "bob@example.org", "password": "correct horse battery"])
            // Not accepted yet: nothing of Ada's for Bob, although his address is the invited one.
            #expect(try await partner.get("/sharing").bodyText.firstMatch(of: /\/shared\?owner=/) == nil)
            let wrong = try await partner.submit("/sharing/accept", to: "/sharing/accept", ["code": "ABCD-EFGH-JKMN-PQRS"])
            #expect(wrong.status == .unprocessableEntity)
            #expect(wrong.bodyText.contains("not a waiting invitation"))
            let page = try await partner.get("/sharing/accept?code=\(code)").bodyText
            #expect(page.contains("value=\"\(code)\""))
            #expect(try await partner.submit("/sharing/accept?code=\(code)", to: "/sharing/accept", ["code": code.lowercased()]).status == .seeOther)
            let incoming = try await partner.get("/sharing").bodyText
            let ownerID = try #require(incoming.firstMatch(of: /\/shared\?owner=([0-9A-F-]+)/)?.output.1)
            // The shared page shows what is granted (the cycle: calendar and cycle links), nothing more.
            let shared = try await partner.get("/shared?owner=\(ownerID)").bodyText
            #expect(shared.contains("Shared with you by Ada") && shared.contains("/calendar?owner=\(ownerID)"))
            #expect(!shared.contains("shared-glucose") && !shared.contains("shared-stress"))
            let calendar = try await partner.get("/calendar?month=\(next.prefix(7))&owner=\(ownerID)").bodyText
            #expect(calendar.contains("Shared with you by Ada"))
            #expect(calendar.contains("data-date=\"\(next)\""))
            #expect(calendar.firstMatch(of: try Regex("class=\"day [^\"]*predicted[^\"]*\" data-date=\"\(next)\"")) != nil)
            #expect(try await partner.get("/cycle?owner=\(ownerID)").status == .ok)

            let shares = try await owner.get("/sharing").bodyText
            let shareID = try #require(shares.firstMatch(of: /\/sharing\/([0-9A-F-]+)\/revoke/)?.output.1)
            _ = try await owner.submit("/sharing", to: "/sharing/\(shareID)/revoke", [:])
            #expect(try await partner.get("/calendar?owner=\(ownerID)").status == .notFound)
            #expect(try await partner.get("/cycle?owner=\(ownerID)").status == .notFound)
        }
    }

    @Test func theSharedPageShowsTheWeekOfSymptomsAndTheRunsThatAreGranted() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000)) // 2026-05-28
        try await TestServer.with(clock: clock) { server in
            let (ada, _) = try await server.signUp(timeZone: "UTC")
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob", timeZone: "UTC")
            _ = try await server.request(.PUT, "/api/v1/days/2026-05-27/symptoms", token: ada, json: ["flow": "MEDIUM", "mood": "HAPPY", "sleep": 7.5])
            _ = try await server.request(.PUT, "/api/v1/days/2026-05-10/symptoms", token: ada, json: ["mood": "SAD"])
            _ = try await server.request(.POST, "/api/v1/timelines/runs", token: ada, json: ["named": "cosmic-calendar", "totalTime": 86_400])
            let share = try await server.request(.POST, "/api/v1/shares", token: ada,
                                                 json: ["email": "bob@example.org", "categories": ["symptoms", "timelines"]]).object()
            let code = try #require((share["invitation"] as? [String: Any])?["code"] as? String)
            _ = try await server.request(.POST, "/api/v1/shares/accept", token: bob, json: ["code": code])
            let ownerID = try #require(try await server.request(.GET, "/api/v1/me", token: ada).object()["id"] as? String)

            let partner = WebClient(server)
            try await partner.submit("/login", to: "/login", ["email": "bob@example.org", "password": "correct horse battery"])
            let shared = try await partner.get("/shared?owner=\(ownerID)").bodyText
            // The last seven days only: the sad day weeks ago is not among them.
            #expect(shared.contains("id=\"shared-day-list\"") && shared.contains("Medium") && shared.contains("Happy"))
            #expect(shared.contains("Sleep 7.5\u{00A0}h") && !shared.contains("Sad"))
            #expect(shared.contains("id=\"shared-run-list\"") && shared.contains("Cosmic"))
            #expect(!shared.contains("/calendar?owner=") && !shared.contains("shared-glucose"))
        }
    }
}
