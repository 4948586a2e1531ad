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

    /// Pounds and Fahrenheit: the forms offer them first, the day and the edit form show them,
    /// while the API keeps speaking kilograms and Celsius.
    @Test func weightAndTemperatureAreShownInThePersonsUnits() async throws {
        try await TestServer.with { server in
            let (browser, token) = try await loggedIn(server)
            let profile = ["displayName": "Ada", "timeZone": "UTC", "language": "en", "glucoseUnit": "mg/dL",
                           "hypoThreshold": "70", "hyperThreshold": "180", "weightUnit": "lb", "temperatureUnit": "F"]
            #expect(try await browser.submit("/settings", to: "/settings", profile).status == .seeOther)
            let me = try await server.request(.GET, "/api/v1/me", token: token).object()
            #expect(me["weightUnit"] as? String == "lb" && me["temperatureUnit"] as? String == "F", "\(me)")
            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["tracking": ["trackTemperature": true]])

            let form = try await browser.get("/log?date=2026-05-04").bodyText
            #expect(form.contains("<option value=\"lb\" selected"), "the weight form offers pounds first")
            #expect(form.contains("<option value=\"F\" selected"), "the temperature form offers Fahrenheit first")
            let weight = try await server.request(.POST, "/api/v1/weight", token: token, json: ["value": 70, "unit": "kg", "time": "2026-05-04T07:00:00Z"])
            #expect(try weight.object()["unit"] as? String == "kg")
            _ = try await server.request(.POST, "/api/v1/temperature", token: token, json: ["value": 36.5, "unit": "C", "time": "2026-05-04T06:30:00Z"])
            let day = try await browser.get("/day/2026-05-04").bodyText
            #expect(day.contains("154.3\u{00A0}lb") && !day.contains("70.0\u{00A0}kg"), "\(day)")
            #expect(day.contains("97.7\u{00A0}°F"))
            let id = try #require(try weight.object()["id"] as? String)
            let edit = try await browser.get("/history/weight/\(id)").bodyText
            #expect(edit.contains("value=\"154.32\""), "the edit form shows the weight in pounds")

            let refused = try await browser.submit("/settings", to: "/settings", profile.merging(["weightUnit": "stone"]) { $1 })
            #expect(refused.status == .unprocessableEntity && refused.bodyText.contains("id=\"profile-weightUnit-error\""))
            let bad = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["temperatureUnit": "K"])
            #expect(bad.status == .unprocessableEntity || bad.status == .badRequest, "\(bad.bodyText)")
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
