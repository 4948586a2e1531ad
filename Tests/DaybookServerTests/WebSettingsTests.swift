import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// Settings on the web: units and thresholds, tracking, password, tokens, deleting the account.
@Suite struct WebSettingsTests {
    func loggedIn(_ server: TestServer) async throws -> (WebClient, String) {
        let (token, _) = try await server.signUp()
        let browser = WebClient(server)
        try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
        return (browser, token)
    }

    @Test func profileUnitsAndThresholdsAreSavedAndBadOnesNamed() async throws {
        try await TestServer.with { server in
            let (browser, token) = try await loggedIn(server)
            let profile = ["displayName": "Ada L.", "timeZone": "Europe/Berlin", "language": "en", "glucoseUnit": "mg/dL",
                           "hypoThreshold": "65", "hyperThreshold": "200"]
            #expect(try await browser.submit("/settings", to: "/settings", profile).status == .seeOther)
            let me = try await server.request(.GET, "/api/v1/me", token: token).object()
            #expect(me["displayName"] as? String == "Ada L.")
            #expect(me["hypoThreshold"] as? Double == 65)
            #expect(me["hyperThreshold"] as? Double == 200)

            var bad = profile
            bad["hyperThreshold"] = "50"
            bad["timeZone"] = "Mars/Olympus"
            let refused = try await browser.submit("/settings", to: "/settings", bad)
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.bodyText.contains("id=\"profile-timeZone-error\""))
            #expect(refused.bodyText.contains("value=\"Mars/Olympus\""))
            #expect(try await server.request(.GET, "/api/v1/me", token: token).object()["timeZone"] as? String == "Europe/Berlin")

            // Switching to mmol/L keeps the thresholds (now shown in mmol/L).
            var mmol = profile
            mmol["glucoseUnit"] = "mmol/L"
            _ = try await browser.submit("/settings", to: "/settings", mmol)
            let after = try await server.request(.GET, "/api/v1/me", token: token).object()
            #expect(after["glucoseUnit"] as? String == "mmol/L")
            #expect(after["hypoThreshold"] as? Double == 3.6) // 65 / 18.01559 = 3.608
        }
    }

    @Test func trackingSwitchesAreSavedAsAWhole() async throws {
        try await TestServer.with { server in
            let (browser, token) = try await loggedIn(server)
            _ = try await browser.submit("/settings", to: "/settings/tracking", ["trackFlow": "on", "trackStress": "on"])
            let tracking = try await server.request(.GET, "/api/v1/me", token: token).object()["tracking"] as? [String: Bool]
            #expect(tracking?["trackFlow"] == true)
            #expect(tracking?["trackStress"] == true)
            #expect(tracking?["trackGlucose"] == false)
            #expect(tracking?["trackMeals"] == false)
        }
    }

    @Test func aNewPasswordKeepsThisSessionAndEndsTheTokens() async throws {
        try await TestServer.with { server in
            let (browser, token) = try await loggedIn(server)
            let wrong = try await browser.submit("/settings", to: "/settings/password", ["currentPassword": "nope", "newPassword": "another good password"])
            #expect(wrong.status == .unprocessableEntity)
            #expect(wrong.bodyText.contains("id=\"changePassword-currentPassword-error\""))
            #expect(!wrong.bodyText.contains("another good password")) // passwords are never echoed
            let changed = try await browser.submit("/settings", to: "/settings/password",
                                                   ["currentPassword": "correct horse battery", "newPassword": "another good password"])
            #expect(changed.status == .seeOther)
            #expect(try await browser.get("/settings").status == .ok)
            #expect(try await server.request(.GET, "/api/v1/me", token: token).status == .unauthorized)
        }
    }

    @Test func aTokenIsShownOnceAndCanBeRevoked() async throws {
        try await TestServer.with { server in
            let (browser, _) = try await loggedIn(server)
            let created = try await browser.submit("/settings", to: "/settings/tokens", ["name": "Backup script"]).bodyText
            let token = try #require(created.firstMatch(of: /<code id="new-token">([^<]+)<\/code>/)?.output.1)
            #expect(try await server.request(.GET, "/api/v1/me", token: String(token)).status == .ok)
            let page = try await browser.get("/settings").bodyText
            #expect(!page.contains(String(token)))
            let id = try #require(page.firstMatch(of: /(?s)Backup script.*?\/settings\/tokens\/([0-9A-F-]+)\/revoke/)?.output.1)
            _ = try await browser.submit("/settings", to: "/settings/tokens/\(id)/revoke", [:])
            #expect(try await server.request(.GET, "/api/v1/me", token: String(token)).status == .unauthorized)
        }
    }

    @Test func deletingTheAccountNeedsThePasswordAndEndsEverything() async throws {
        try await TestServer.with { server in
            let (browser, token) = try await loggedIn(server)
            let refused = try await browser.submit("/settings", to: "/settings/delete", ["password": "wrong"])
            #expect(refused.status == .unprocessableEntity)
            #expect(try await server.request(.GET, "/api/v1/me", token: token).status == .ok)
            let deleted = try await browser.submit("/settings", to: "/settings/delete", ["password": "correct horse battery"])
            #expect(deleted.headers.first(name: .location) == "/login")
            #expect(try await server.request(.GET, "/api/v1/me", token: token).status == .unauthorized)
            let login = try await server.request(.POST, "/api/v1/tokens", json: ["email": "ada@example.org", "password": "correct horse battery"])
            #expect(login.status == .unauthorized)
        }
    }
}
