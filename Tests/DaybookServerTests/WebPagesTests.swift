import Foundation
import Testing
import Vapor

@Suite struct WebPagesTests {
    static let pages = ["/", "/log", "/history", "/day/2026-03-01", "/calendar", "/cycle", "/insights", "/settings", "/onboarding"]

    func loggedIn(_ server: TestServer) async throws -> (WebClient, String) {
        let (token, _) = try await server.signUp()
        let browser = WebClient(server)
        try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
        return (browser, token)
    }

    @Test func everyPageAnswersAndNeedsASession() async throws {
        try await TestServer.with { server in
            for path in WebPagesTests.pages {
                #expect(try await server.request(.GET, path).status == .seeOther, "\(path)")
            }
            let (browser, _) = try await loggedIn(server)
            for path in WebPagesTests.pages {
                let page = try await browser.get(path)
                #expect(page.status == .ok, "\(path)")
                #expect(page.bodyText.contains("<html lang=\"en\">"), "\(path)")
            }
        }
    }

    @Test func insightsSayNotEnoughDataAndSpeakGerman() async throws {
        try await TestServer.with { server in
            let (browser, token) = try await loggedIn(server)
            _ = try await server.request(.POST, "/api/v1/stress", token: token, json: ["level": 4])
            #expect(try await browser.get("/insights").bodyText.contains("Not enough data yet"))
            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["language": "de"])
            let german = try await browser.get("/insights").bodyText
            #expect(german.contains("Noch nicht genug Daten"))
            #expect(german.contains("<html lang=\"de\">"))
        }
    }

    @Test func aBadStressLogKeepsWhatWasTypedAndNamesTheField() async throws {
        try await TestServer.with { server in
            let (browser, _) = try await loggedIn(server)
            let response = try await browser.submit("/log", to: "/log/stress", ["time": "not a time", "level": "5", "note": "kept <b>safe</b>"])
            #expect(response.status == .unprocessableEntity)
            #expect(response.bodyText.contains("id=\"stress-time-error\""))
            #expect(response.bodyText.contains("kept &lt;b&gt;safe&lt;/b&gt;")) // kept, and escaped
        }
    }
}

@Suite struct CalendarLegendTests {
    /// Someone who tracks her cycle alone is not told what the calendar's glucose, stress, exercise and meal
    /// dots mean; once one of them is logged, its dot is explained again.
    @Test func theLegendNamesWhatSheTracksAndWhatTheMonthShows() async throws {
        try await TestServer.with { server in
            let (browser, token) = try await WebPagesTests().loggedIn(server)
            let tracking = ["trackGlucose": false, "trackInsulin": false, "trackMeals": false, "trackStress": false, "trackExercise": false]
            #expect(try await server.request(.PATCH, "/api/v1/me", token: token, json: ["tracking": tracking]).status == .ok)
            func legend() async throws -> String {
                let page = try await browser.get("/calendar").bodyText
                return String(page.components(separatedBy: "class=\"legend\"").dropFirst().first?.prefix(while: { $0 != "\n" }) ?? "")
            }
            let cycleOnly = try await legend()
            #expect(cycleOnly.contains("swatch flow") && cycleOnly.contains("swatch predicted"))
            for kind in ["glucose", "stress", "exercise", "meals", "temperature"] { #expect(!cycleOnly.contains("dot \(kind)"), "\(kind)") }
            let now = ISO8601DateFormatter().string(from: server.app.daybook.clock.now())
            #expect(try await server.request(.POST, "/api/v1/stress", token: token, json: ["level": 3, "time": now]).status == .created)
            #expect(try await legend().contains("dot stress"), "a stress dot on the month is explained")
        }
    }
}
