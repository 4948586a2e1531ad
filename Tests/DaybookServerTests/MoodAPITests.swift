import Foundation
import Testing
import Vapor

/// `GET /api/v1/insights/mood` and the mood page: the owner reads a year's moods and their statistics,
/// a grantee of `symptoms` reads them with `?owner=` (against stress and the cycle only when those are
/// granted too), anyone else finds nothing, and a bad parameter is a 422 that names it.
@Suite struct MoodAPITests {
    /// Four weeks from Monday 2 March 2026: Saturdays great, other days neutral or sad, seven hours'
    /// sleep on the good days.
    static func logFourWeeks(_ server: TestServer, token: String) async throws {
        let formatter = ISO8601DateFormatter()
        let first = try #require(formatter.date(from: "2026-03-02T12:00:00Z"))
        for offset in 0..<28 {
            let date = String(formatter.string(from: first.addingTimeInterval(Double(offset) * 86_400)).prefix(10))
            let weekday = offset % 7 + 1
            let mood = weekday == 6 ? "GREAT" : weekday == 3 ? "SAD" : "NEUTRAL"
            let put = try await server.request(.PUT, "/api/v1/days/\(date)/symptoms", token: token, json: [
                "mood": mood, "sleep": weekday == 6 ? 8 : 6,
            ])
            try #require(put.status == .ok, "\(put.bodyText)")
        }
    }

    @Test func theOwnerReadsTheYearsMoodsAndStatistics() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            try await Self.logFourWeeks(server, token: token)
            let answer = try await server.request(.GET, "/api/v1/insights/mood?year=2026", token: token)
            #expect(answer.status == .ok, "\(answer.bodyText)")
            let body = try answer.object()
            #expect(body["from"] as? String == "2026-01-01" && body["to"] as? String == "2026-12-31")
            let days = try #require(body["days"] as? [[String: Any]])
            #expect(days.count == 28)
            #expect(days.first?["date"] as? String == "2026-03-02" && days.first?["mood"] as? String == "NEUTRAL")
            let statistics = try #require(body["statistics"] as? [String: Any])
            #expect(statistics["days"] as? Int == 28)
            #expect(statistics["bestWeekday"] as? Int == 6, "\(statistics)")
            let tally = try #require(statistics["tally"] as? [String: Any])
            #expect(tally["good"] as? Int == 4 && tally["low"] as? Int == 4 && tally["neutral"] as? Int == 20)
            let counts = try #require(statistics["counts"] as? [[String: Any]])
            #expect(counts.count == 9 && counts.first?["mood"] as? String == "GREAT" && counts.first?["days"] as? Int == 4)
            let sleep = try #require(statistics["sleep"] as? [String: Any])
            // Four long nights, all good, against 24 short ones: the long side needs three more days.
            #expect(sleep["status"] as? String == "notEnoughData" && sleep["daysNeeded"] as? Int == 3, "\(sleep)")
            let phases = try #require(statistics["byPhase"] as? [String: Any])
            #expect(phases["status"] as? String == "noCycles")  // no periods logged
        }
    }

    @Test func fromAndToChooseTheDays() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            try await Self.logFourWeeks(server, token: token)
            let answer = try await server.request(.GET, "/api/v1/insights/mood?from=2026-03-07&to=2026-03-08", token: token)
            #expect(answer.status == .ok, "\(answer.bodyText)")
            let days = try #require(try answer.object()["days"] as? [[String: Any]])
            #expect(days.map { $0["date"] as? String } == ["2026-03-07", "2026-03-08"])
        }
    }

    @Test(arguments: [
        ("year=twenty", "year"), ("year=1800", "year"), ("year=2026&from=2026-01-01", "year"), ("from=2026-13-01", "from"),
        ("to=yesterday", "to"), ("from=2026-03-02&to=2026-03-01", "to"), ("from=2025-01-01&to=2026-03-01", "to"),
    ])
    func badParametersAreA422NamingTheField(_ query: String, _ field: String) async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            let answer = try await server.request(.GET, "/api/v1/insights/mood?\(query)", token: token)
            #expect(answer.status == .unprocessableEntity, "\(query): \(answer.status) \(answer.bodyText)")
            #expect(try answer.apiError().field == field, "\(query): \(answer.bodyText)")
        }
    }

    @Test func aGranteeOfSymptomsReadsItAndNobodyElse() async throws {
        try await TestServer.with { server in
            let (ada, adaID) = try await server.signUp("ada@example.org", name: "Ada", timeZone: "UTC")
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            let (eve, _) = try await server.signUp("eve@example.org", name: "Eve")
            let (carol, _) = try await server.signUp("carol@example.org", name: "Carol")
            try await Self.logFourWeeks(server, token: ada)
            _ = try await server.share(ada, with: "bob@example.org", ["symptoms"], acceptedBy: bob)
            _ = try await server.share(ada, with: "carol@example.org", ["stress", "cycle"], acceptedBy: carol)

            let path = "/api/v1/insights/mood?owner=\(adaID)&year=2026"
            let granted = try await server.request(.GET, path, token: bob)
            #expect(granted.status == .ok, "\(granted.bodyText)")
            #expect((try granted.object()["days"] as? [[String: Any]])?.count == 28)
            // Symptoms alone: moods and sleep, but nothing of the stress ratings or the cycle.
            let shown = try #require(try granted.object()["statistics"] as? [String: Any])
            #expect(shown["sleep"] != nil && shown["stress"] == nil && shown["byPhase"] == nil, "\(shown.keys)")
            let (dan, _) = try await server.signUp("dan@example.org", name: "Dan")
            _ = try await server.share(ada, with: "dan@example.org", ["symptoms", "stress", "cycle"], acceptedBy: dan)
            let everything = try #require(try await server.request(.GET, path, token: dan).object()["statistics"] as? [String: Any])
            #expect(everything["stress"] != nil && everything["byPhase"] != nil)
            // Bob's own moods (none) without the owner.
            let own = try await server.request(.GET, "/api/v1/insights/mood?year=2026", token: bob)
            #expect((try own.object()["days"] as? [[String: Any]])?.isEmpty == true)

            let otherCategories = try await server.request(.GET, path, token: carol)
            #expect(otherCategories.status == .notFound, "\(otherCategories.bodyText)")
            let stranger = try await server.request(.GET, path, token: eve)
            #expect(stranger.status == .notFound, "\(stranger.bodyText)")
            let nobody = try await server.request(.GET, path)
            #expect(nobody.status == .unauthorized)
        }
    }

    @Test func thePageShowsTheMonthAndTheYearInWords() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            try await Self.logFourWeeks(server, token: token)
            let browser = WebClient(server)
            try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])

            let month = try await browser.get("/insights/mood?month=2026-03")
            #expect(month.status == .ok, "\(month.bodyText.prefix(400))")
            let monthPage = month.bodyText
            #expect(monthPage.contains("href=\"/day/2026-03-07\" aria-label=\"7 Mar 2026: Great\""), "\(monthPage)")
            #expect(monthPage.contains("aria-label=\"31 Mar 2026: no mood logged\""))
            #expect(monthPage.contains("Your best day of the week is Saturday: 100\u{00A0}% good moods."), "\(monthPage)")
            #expect(monthPage.contains("href=\"/insights/mood?month=2026-02\"") && monthPage.contains("href=\"/insights/mood?month=2026-04\""))

            let year = try await browser.get("/insights/mood?view=year&year=2026")
            #expect(year.status == .ok)
            let yearPage = year.bodyText
            #expect(yearPage.contains("<table class=\"pixels\">"))
            #expect(yearPage.contains("role=\"img\" aria-label=\"7 Mar 2026: Great\""))
            // 365 days in 2026, each a labelled square; no square for 30 February.
            #expect(yearPage.components(separatedBy: "role=\"img\" aria-label=").count - 1 == 365)
            #expect(yearPage.contains("href=\"/insights/mood?view=year&amp;year=2025\"") || yearPage.contains("href=\"/insights/mood?view=year&year=2025\""))

            let insights = try await browser.get("/insights")
            #expect(insights.bodyText.contains("href=\"/insights/mood\""))

            let bad = try await browser.get("/insights/mood?month=March")
            #expect(bad.status == .unprocessableEntity)
        }
    }
}
