import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// The journal on the web: a form for every kind, history with edit, delete and undo, the day page,
/// favourites, categories switched off.
@Suite struct WebJournalTests {
    func loggedIn(_ server: TestServer) async throws -> (WebClient, String) {
        let (token, _) = try await server.signUp()
        let browser = WebClient(server)
        try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
        return (browser, token)
    }

    func count(_ server: TestServer, _ path: String, token: String) async throws -> Int {
        try await server.request(.GET, "/api/v1/\(path)", token: token).array().count
    }

    @Test func everyEntryKindLogsFromItsForm() async throws {
        try await TestServer.with { server in
            let (browser, token) = try await loggedIn(server)
            let time = "2026-03-01T08:30"
            let forms: [(String, [String: String])] = [
                ("stress", ["time": time, "level": "7", "note": "deadline"]),
                ("glucose", ["time": time, "value": "123", "source": "meter"]),
                ("insulin", ["time": time, "units": "4,5", "kind": "bolus", "name": ""]),
                ("meals", ["time": time, "name": "Porridge", "carbs": "45", "protein": "8", "fat": "6"]),
                ("exercise", ["time": time, "name": "Run", "minutes": "30", "intensity": "high"]),
                ("spans", ["kind": "illness", "start": time, "end": "", "note": "cold"]),
            ]
            for (kind, form) in forms {
                let response = try await browser.submit("/log", to: "/log/\(kind)", form)
                #expect(response.status == .seeOther, "\(kind)")
                #expect(try await count(server, kind, token: token) == 1, "\(kind)")
            }
            // "4,5" is 4.5 units (German decimal comma); the time is local to the person's zone.
            let insulin = try await server.request(.GET, "/api/v1/insulin", token: token).array().first
            #expect(insulin?["units"] as? Double == 4.5)
            #expect(insulin?["time"] as? String == "2026-03-01T07:30:00Z") // 08:30 in Berlin
            let day = try await browser.get("/day/2026-03-01").bodyText
            for text in ["Porridge", "Run", "123\u{00A0}mg/dL", "deadline", "cold"] { #expect(day.contains(text), "\(text)") }
        }
    }

    @Test func aRefusedFormKeepsItsValuesAndNamesTheField() async throws {
        try await TestServer.with { server in
            let (browser, token) = try await loggedIn(server)
            let response = try await browser.submit("/log", to: "/log/meals", ["time": "2026-03-01T08:30", "name": "Soup", "carbs": "lots", "protein": "0", "fat": "0"])
            #expect(response.status == .unprocessableEntity)
            #expect(response.bodyText.contains("id=\"meals-carbs-error\""))
            #expect(response.bodyText.contains("value=\"lots\""))
            #expect(response.bodyText.contains("value=\"Soup\""))
            #expect(try await count(server, "meals", token: token) == 0)
        }
    }

    @Test func historyEditsDeletesAndUndoes() async throws {
        try await TestServer.with { server in
            let (browser, token) = try await loggedIn(server)
            let created = try await server.request(.POST, "/api/v1/stress", token: token,
                                                   json: ["level": 4, "time": "2026-03-01T08:00:00Z", "note": "calm"]).object()
            let id = try #require(created["id"] as? String)
            let list = try await browser.get("/history?kind=stress").bodyText
            #expect(list.contains("calm"))

            let edited = try await browser.submit("/history/stress/\(id)", to: "/history/stress/\(id)",
                                                  ["time": "2026-03-01T09:15", "level": "8", "note": "busy"])
            #expect(edited.status == .seeOther)
            let after = try await server.request(.GET, "/api/v1/stress/\(id)", token: token).object()
            #expect(after["level"] as? Int == 8)
            #expect(after["time"] as? String == "2026-03-01T08:15:00Z") // 09:15 in Berlin

            let refused = try await browser.submit("/history/stress/\(id)", to: "/history/stress/\(id)", ["time": "2026-03-01T09:15", "level": "11", "note": ""])
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.bodyText.contains("id=\"stress-level-error\""))

            _ = try await browser.submit("/history?kind=stress", to: "/history/stress/\(id)/delete", [:])
            #expect(try await count(server, "stress", token: token) == 0)
            let deleted = try await browser.get("/history?kind=stress&deleted=1").bodyText
            #expect(deleted.contains("id=\"undo\""))
            _ = try await browser.submit("/history?kind=stress&deleted=1", to: "/history/stress/undo", [:])
            let restored = try await server.request(.GET, "/api/v1/stress", token: token).array()
            #expect(restored.count == 1)
            #expect(restored.first?["level"] as? Int == 8)
            #expect(restored.first?["note"] as? String == "busy")
            // Undo works once.
            _ = try await browser.submit("/history?kind=stress", to: "/history/stress/undo", [:])
            #expect(try await count(server, "stress", token: token) == 1)
        }
    }

    @Test func anotherUsersEntryCannotBeEditedOrDeletedFromTheWeb() async throws {
        try await TestServer.with { server in
            let (browser, _) = try await loggedIn(server)
            let (other, _) = try await server.signUp("bob@example.org")
            let created = try await server.request(.POST, "/api/v1/stress", token: other, json: ["level": 4]).object()
            let id = try #require(created["id"] as? String)
            #expect(try await browser.get("/history/stress/\(id)").status == .notFound)
            let deleted = try await browser.submit("/history?kind=stress", to: "/history/stress/\(id)/delete", [:])
            #expect(deleted.status == .notFound)
            #expect(try await count(server, "stress", token: other) == 1)
        }
    }

    @Test func theDayFormSavesHowTheDayWentAndKeepsExerciseHours() async throws {
        try await TestServer.with { server in
            let (browser, token) = try await loggedIn(server)
            _ = try await server.request(.PUT, "/api/v1/days/2026-03-02/symptoms", token: token, json: ["exercise": ["CARDIO": 1]])
            let saved = try await browser.submit("/log?date=2026-03-02", to: "/log/day",
                                                 ["date": "2026-03-02", "flow": "LIGHT", "mood": "HAPPY", "sleep": "7,5", "cramps": "", "notes": "ok"])
            #expect(saved.status == .seeOther)
            let symptoms = try await server.request(.GET, "/api/v1/days/2026-03-02/symptoms", token: token).object()
            #expect(symptoms["flow"] as? String == "LIGHT")
            #expect(symptoms["sleep"] as? Double == 7.5)
            #expect((symptoms["exercise"] as? [String: Any])?["CARDIO"] as? Double == 1)
            let form = try await browser.get("/log?date=2026-03-02").bodyText
            #expect(form.contains("<input type=\"radio\" name=\"flow\" value=\"LIGHT\" checked>"))
            #expect(form.contains("<input type=\"radio\" name=\"mood\" value=\"HAPPY\" checked>"))
            // Cramps were left out: "Not set" is the one chosen.
            #expect(form.contains("<input type=\"radio\" name=\"cramps\" value=\"\" checked>"))

            let metrics = try await browser.submit("/log?date=2026-03-02", to: "/log/metrics",
                                                   ["date": "2026-03-02", "sleep": "", "activity": "1", "work": "30", "diet": ""])
            #expect(metrics.status == .unprocessableEntity)
            #expect(metrics.bodyText.contains("id=\"metrics-work-error\""))
        }
    }

    /// The day form showed today's values; its date changed to yesterday with only the flow set: the
    /// save must not copy today's mood, sleep and cramps onto yesterday.
    @Test func aDayFormSentUnderAnotherDateThanItShowedCopiesNothing() async throws {
        try await TestServer.with(clock: TestClock(utc("2026-03-03T10:00:00Z"))) { server in
            let (browser, token) = try await loggedIn(server)
            _ = try await server.request(.PUT, "/api/v1/days/2026-03-03/symptoms", token: token,
                                         json: ["mood": "HAPPY", "sleep": 7.5, "cramps": "BAD"])
            let page = try await browser.get("/log").bodyText
            #expect(page.contains("name=\"shownFor\" value=\"2026-03-03\""))
            let refused = try await browser.submit("/log", to: "/log/day",
                                                   ["shownFor": "2026-03-03", "date": "2026-03-02", "flow": "MEDIUM", "mood": "HAPPY",
                                                    "sleep": "7,5", "cramps": "BAD"])
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.bodyText.contains("The form showed the values of 2026-03-03"))
            #expect(refused.bodyText.contains("name=\"shownFor\" value=\"2026-03-02\""), "the page now shows yesterday's values")
            #expect(try await server.request(.GET, "/api/v1/days/2026-03-02/symptoms", token: token).status == .notFound)
            // Sent again from yesterday's values, it is saved as it was meant.
            let saved = try await browser.submit("/log?date=2026-03-02", to: "/log/day",
                                                 ["shownFor": "2026-03-02", "date": "2026-03-02", "flow": "MEDIUM"])
            #expect(saved.status == .seeOther)
            let yesterday = try await server.request(.GET, "/api/v1/days/2026-03-02/symptoms", token: token).object()
            #expect(yesterday["flow"] as? String == "MEDIUM")
            #expect(yesterday["mood"] == nil)
        }
    }

    @Test func favouritesAreSavedFromAFormAndLoggedAgainWithOneTap() async throws {
        try await TestServer.with { server in
            let (browser, token) = try await loggedIn(server)
            _ = try await browser.submit("/log", to: "/log/meals",
                                         ["time": "2026-03-01T08:30", "name": "Porridge", "carbs": "45", "protein": "8", "fat": "6", "favourite": "on"])
            let favourites = try await server.request(.GET, "/api/v1/favourites/meals", token: token).array()
            let id = try #require(favourites.first?["id"] as? String)
            #expect(try await browser.get("/log").bodyText.contains("/log/favourites/meals/\(id)"))
            _ = try await browser.submit("/log", to: "/log/favourites/meals/\(id)", [:])
            #expect(try await count(server, "meals", token: token) == 2)
        }
    }

    @Test func aCategorySwitchedOffDisappears() async throws {
        try await TestServer.with { server in
            let (browser, token) = try await loggedIn(server)
            #expect(try await browser.get("/log").bodyText.contains("action=\"/log/glucose\""))
            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["tracking": ["trackGlucose": false]])
            #expect(!(try await browser.get("/log").bodyText.contains("action=\"/log/glucose\"")))
            #expect(!(try await browser.get("/history").bodyText.contains("kind=glucose")))
            #expect(!(try await browser.get("/").bodyText.contains("id=\"glucose\"")))
        }
    }

    @Test func englishHasEveryWordTheTemplatesUse() throws {
        let english = Strings.table(.en)
        let views = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/DaybookServer/Resources/Views").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: views.path).filter { $0.hasSuffix(".leaf") }
        #expect(files.count > 10)
        for file in files {
            let text = try String(contentsOf: views.appendingPathComponent(file), encoding: .utf8)
            // Leaf reads a dot as a path step, so word keys are plain identifiers.
            for match in text.matches(of: /context\.t\.([A-Za-z0-9_.]+)/) {
                let key = String(match.output.1)
                #expect(english[key] != nil, "\(file): \(key)")
            }
        }
    }
}
