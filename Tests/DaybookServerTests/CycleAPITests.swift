import Foundation
import Testing
import Vapor

@Suite struct CycleAPITests {
    /// Enters a period of `days` days from each start (the days get MEDIUM flow).
    func logPeriods(_ server: TestServer, token: String, starts: [String], days: Int = 5) async throws {
        for start in starts {
            let response = try await server.request(.POST, "/api/v1/cycle/periods", token: token, json: ["start": start, "end": plus(start, days - 1)])
            #expect(response.status == .created, "\(response.bodyText)")
        }
    }

    func plus(_ date: String, _ days: Int) -> String {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let formatter = DateFormatter()
        formatter.calendar = utc
        formatter.timeZone = utc.timeZone
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: utc.date(byAdding: .day, value: days, to: formatter.date(from: date)!)!)
    }

    /// "Today" is 2026-04-10 in the user's zone.
    let clock = TestClock(Date(timeIntervalSince1970: 1_775_822_400)) // 2026-04-10T12:00:00Z

    @Test func regularHistoryPredictsTheNextPeriodWithAnInterval() async throws {
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            // Starts 28 days apart: Dec 9, Jan 6, Feb 3, Mar 3, Mar 31.
            try await logPeriods(server, token: token, starts: ["2025-12-09", "2026-01-06", "2026-02-03", "2026-03-03", "2026-03-31"])

            let periods = try await server.request(.GET, "/api/v1/cycle/periods", token: token).array()
            #expect(periods.map { $0["start"] as? String } == ["2026-03-31", "2026-03-03", "2026-02-03", "2026-01-06", "2025-12-09"])
            #expect(periods.first?["length"] as? Int == 5)

            let stats = try await server.request(.GET, "/api/v1/cycle/stats", token: token).object()
            #expect(stats["averageCycleLength"] as? Double == 28)
            #expect(stats["averagePeriodLength"] as? Double == 5)

            let prediction = try await server.request(.GET, "/api/v1/cycle/predictions", token: token).object()
            #expect(prediction["nextStart"] as? String == "2026-04-28") // Mar 31 + 28
            let earliest = try #require(prediction["nextStartEarliest"] as? String)
            let latest = try #require(prediction["nextStartLatest"] as? String)
            #expect(earliest <= "2026-04-28" && latest >= "2026-04-28")
            #expect(prediction["daysUntil"] as? Int == 18)
            #expect(prediction["ovulation"] as? String == "2026-04-14") // next start − 14
            #expect(prediction["fertileStart"] as? String == "2026-04-09")
            #expect(prediction["fertileEnd"] as? String == "2026-04-15")
            #expect((prediction["cycles"] as? [Any])?.count == 6)
            #expect((prediction["method"] as? String)?.isEmpty == false)
            let backtest = try #require(prediction["backtest"] as? [String: Any])
            #expect(backtest["n"] as? Int == 2) // the starts of Mar 3 and Mar 31, predicted from ≥ 2 cycles
            #expect(backtest["mae"] as? Double == 0)
        }
    }

    @Test func theCyclePageShowsThePredictionAndItsGrade() async throws {
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            try await logPeriods(server, token: token, starts: ["2025-12-09", "2026-01-06", "2026-02-03", "2026-03-03", "2026-03-31"])
            #expect(try await server.request(.GET, "/cycle").status == .seeOther)
            let browser = WebClient(server)
            try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            let page = try await browser.get("/cycle")
            #expect(page.status == .ok)
            #expect(page.bodyText.contains("28 Apr 2026"))
            #expect(page.bodyText.contains("off by 0\u{00A0}days on average"))
            #expect(page.bodyText.contains("9 Dec 2025"))
        }
    }

    @Test func theCalendarShowsLoggedAndPredictedPeriodsAndTheFertileWindow() async throws {
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            try await logPeriods(server, token: token, starts: ["2026-01-06", "2026-02-03", "2026-03-03", "2026-03-31"])
            let month = try await server.request(.GET, "/api/v1/calendar/2026/4", token: token).object()
            let april = try #require((month["2026"] as? [String: Any])?["4"] as? [Any])
            let day = { (n: Int) in april[n - 1] as? [String: Any] ?? [:] }
            #expect(day(1)["flow"] as? String == "MEDIUM") // logged (Mar 31 – Apr 4)
            #expect(day(14)["ovulation"] as? Bool == true)
            #expect(day(10)["fertile"] as? Bool == true)
            #expect(day(28)["predictedPeriod"] as? Bool == true)
            #expect(day(28)["logged"] as? [String] == [])
            #expect(april[20] is NSNull) // Apr 21: nothing logged or predicted
        }
    }

    @Test func editingAPeriodChangesTheDaysFlow() async throws {
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            _ = try await server.request(.PUT, "/api/v1/days/2026-03-03/symptoms", token: token, json: ["flow": "HEAVY", "mood": "SAD"])
            _ = try await server.request(.PUT, "/api/v1/days/2026-03-04/symptoms", token: token, json: ["flow": "LIGHT"])
            // The period that starts on Mar 3 now ends on Mar 6.
            let edited = try await server.request(.PUT, "/api/v1/cycle/periods/2026-03-03", token: token, json: ["start": "2026-03-03", "end": "2026-03-06"])
            #expect(edited.status == .ok, "\(edited.bodyText)")
            let day6 = try await server.request(.GET, "/api/v1/days/2026-03-06/symptoms", token: token).object()
            #expect(day6["flow"] as? String == "MEDIUM")
            let day3 = try await server.request(.GET, "/api/v1/days/2026-03-03/symptoms", token: token).object()
            #expect(day3["flow"] as? String == "HEAVY") // a logged level stays
            // Shortened to start a day later: Mar 3 stops bleeding, its mood stays.
            _ = try await server.request(.PUT, "/api/v1/cycle/periods/2026-03-03", token: token, json: ["start": "2026-03-04", "end": "2026-03-06"])
            let moved = try await server.request(.GET, "/api/v1/days/2026-03-03/symptoms", token: token).object()
            #expect(moved["flow"] == nil)
            #expect(moved["mood"] as? String == "SAD")
            let periods = try await server.request(.GET, "/api/v1/cycle/periods", token: token).array()
            #expect(periods.map { $0["start"] as? String } == ["2026-03-04"])
            #expect(periods.first?["end"] as? String == "2026-03-06")

            #expect(try await server.request(.DELETE, "/api/v1/cycle/periods/2026-03-04", token: token).status == .noContent)
            #expect(try await server.request(.GET, "/api/v1/cycle/periods", token: token).array().isEmpty)
            #expect(try await server.request(.GET, "/api/v1/days/2026-03-05/symptoms", token: token).status == .notFound)
        }
    }

    @Test func badPeriodsAreRefusedByField() async throws {
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            let cases: [([String: Any], String)] = [
                (["start": "2026-03-05", "end": "2026-03-01"], "end"),
                (["start": "2026-03-01", "end": "2026-03-20"], "end"),
                (["start": "2026-05-01"], "start"),
                (["start": "March"], "start"),
                (["start": "2026-03-01", "flow": "LOTS"], "flow"),
            ]
            for (body, field) in cases {
                let response = try await server.request(.POST, "/api/v1/cycle/periods", token: token, json: body)
                #expect(response.status == .unprocessableEntity, "\(body)")
                #expect(try response.apiError().field == field, "\(body): \(response.bodyText)")
            }
            #expect(try await server.request(.PUT, "/api/v1/cycle/periods/2026-01-01", token: token, json: ["start": "2026-01-01"]).status == .notFound)
        }
    }

    @Test func onboardingValuesPredictUntilHistoryExists() async throws {
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            let none = try await server.request(.GET, "/api/v1/cycle/predictions", token: token).object()
            #expect(none["nextStart"] == nil || none["status"] as? String != "ok")
            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: [
                "initialPeriodStart": "2026-04-01", "initialPeriodLength": 4, "averageCycleLength": 30,
            ])
            let prediction = try await server.request(.GET, "/api/v1/cycle/predictions", token: token).object()
            #expect(prediction["nextStart"] as? String == "2026-05-01") // Apr 1 + 30
            #expect(prediction["cycleLengthSource"] as? String == "onboarding")
            let periods = try await server.request(.GET, "/api/v1/cycle/periods", token: token).array()
            #expect(periods.first?["source"] as? String == "onboarding")
            // Deleting the onboarding period forgets it.
            #expect(try await server.request(.DELETE, "/api/v1/cycle/periods/2026-04-01", token: token).status == .noContent)
            #expect(try await server.request(.GET, "/api/v1/cycle/periods", token: token).array().isEmpty)
        }
    }

    @Test func anEnteredPeriodComesBackAsTheHistoryShowsIt() async throws {
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            _ = try await server.request(.POST, "/api/v1/cycle/periods", token: token, json: ["start": "2026-03-02", "end": "2026-03-04"])
            // Overlapping the first one: one period from Mar 2 to Mar 6.
            let joined = try await server.request(.POST, "/api/v1/cycle/periods", token: token, json: ["start": "2026-03-04", "end": "2026-03-06"]).object()
            #expect(joined["start"] as? String == "2026-03-02")
            #expect(joined["end"] as? String == "2026-03-06")
            #expect(joined["source"] as? String == "logged")
            let single = try await server.request(.POST, "/api/v1/cycle/periods", token: token, json: ["start": "2026-04-01"]).object()
            #expect(single["end"] as? String == "2026-04-01")
            #expect(single["length"] as? Int == 1)
        }
    }

    @Test func aPauseStopsPredictions() async throws {
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            try await logPeriods(server, token: token, starts: ["2026-01-06", "2026-02-03", "2026-03-03"])
            let pause = try await server.request(.POST, "/api/v1/cycle/pauses", token: token, json: ["kind": "pregnancy", "start": "2026-03-20"])
            #expect(pause.status == .created)
            let prediction = try await server.request(.GET, "/api/v1/cycle/predictions", token: token).object()
            #expect(prediction["status"] as? String == "paused")
            #expect(prediction["nextStart"] == nil)
            let id = try #require(try pause.object()["id"] as? String)
            let bad = try await server.request(.PUT, "/api/v1/cycle/pauses/\(id)", token: token, json: ["kind": "holiday", "start": "2026-03-20"])
            #expect(try bad.apiError().field == "kind")
            #expect(try await server.request(.DELETE, "/api/v1/cycle/pauses/\(id)", token: token).status == .noContent)
            let resumed = try await server.request(.GET, "/api/v1/cycle/predictions", token: token).object()
            // Mar 31 has passed without a logged period; the next one still ahead is Apr 28.
            #expect(resumed["nextStart"] as? String == "2026-04-28")
        }
    }

    @Test func alertsFollowAppleHealthsDefinitions() async throws {
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            // Two periods of 11 days within six months: prolonged periods.
            for (start, end) in [("2026-01-01", "2026-01-11"), ("2026-02-01", "2026-02-11"), ("2026-03-01", "2026-03-05")] {
                _ = try await server.request(.POST, "/api/v1/cycle/periods", token: token, json: ["start": start, "end": end])
            }
            let alerts = try await server.request(.GET, "/api/v1/cycle/alerts", token: token).object()
            #expect((alerts["alerts"] as? [String])?.contains("prolongedPeriods") == true)
        }
    }

    @Test func anotherUsersCycleIsInvisible() async throws {
        try await TestServer.with(clock: clock) { server in
            let (ada, _) = try await server.signUp("ada@example.org", timeZone: "UTC")
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob", timeZone: "UTC")
            try await logPeriods(server, token: ada, starts: ["2026-02-03", "2026-03-03"])
            #expect(try await server.request(.GET, "/api/v1/cycle/periods", token: bob).array().isEmpty)
            #expect(try await server.request(.DELETE, "/api/v1/cycle/periods/2026-03-03", token: bob).status == .notFound)
            let pause = try await server.request(.POST, "/api/v1/cycle/pauses", token: ada, json: ["kind": "other", "start": "2026-03-20"]).object()
            let id = try #require(pause["id"] as? String)
            #expect(try await server.request(.DELETE, "/api/v1/cycle/pauses/\(id)", token: bob).status == .notFound)
            #expect(try await server.request(.GET, "/api/v1/cycle/pauses", token: bob).array().isEmpty)
        }
    }

    @Test func theCalendarFeedIsBehindASecretRevocableURL() async throws {
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            try await logPeriods(server, token: token, starts: ["2026-02-03", "2026-03-03", "2026-03-31"])
            let created = try await server.request(.POST, "/api/v1/cycle/feed", token: token)
            #expect(created.status == .created)
            let url = try #require(try created.object()["url"] as? String)
            let path = try #require(url.range(of: "/feeds/").map { String(url[$0.lowerBound...]) })
            let feed = try await server.request(.GET, path)
            #expect(feed.status == .ok)
            #expect(feed.headers.first(name: .contentType)?.hasPrefix("text/calendar") == true)
            let text = feed.bodyText
            #expect(text.hasPrefix("BEGIN:VCALENDAR\r\n"))
            #expect(text.contains("DTSTART;VALUE=DATE:20260428\r\n"))
            #expect(text.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 75 })
            #expect(try await server.request(.GET, "/api/v1/cycle/feed", token: token).object()["active"] as? Bool == true)

            // A new secret replaces the old one; revoking ends it.
            let second = try #require(try await server.request(.POST, "/api/v1/cycle/feed", token: token).object()["url"] as? String)
            #expect(try await server.request(.GET, path).status == .notFound)
            let secondPath = try #require(second.range(of: "/feeds/").map { String(second[$0.lowerBound...]) })
            #expect(try await server.request(.GET, secondPath).status == .ok)
            #expect(try await server.request(.DELETE, "/api/v1/cycle/feed", token: token).status == .noContent)
            #expect(try await server.request(.GET, secondPath).status == .notFound)
            #expect(try await server.request(.GET, "/feeds/guess.ics").status == .notFound)
        }
    }
}
