import Foundation
import Testing
import Vapor

/// `/reports/glucose`: the glucose report for the doctor, laid out as the AGP report, with each
/// statistic against its consensus target in words, in the reader's language and unit, and only for
/// the owner and a grantee of the diabetes category.
@Suite struct GlucoseReportPageTests {
    static func clock() -> TestClock { TestClock(Date(timeIntervalSince1970: 1_780_000_000)) } // 2026-05-28
    static let html: HTTPHeaders = ["Accept": "text/html,application/xhtml+xml"]

    /// 26 and 27 May every 5 minutes: mostly 120 mg/dL, a low of 60 from 03:00 for 40 minutes and a
    /// high of 260 from 15:00 for an hour each day; a dose and a meal on the 27th.
    static func logGlucose(_ server: TestServer, token: String,
                           at value: (Int) -> Double = { (180..<220).contains($0) ? 60 : (900..<960).contains($0) ? 260 : 120 }) async throws {
        var document = try await server.request(.GET, "/api/v1/export", token: token).object()
        var glucose: [[String: Any]] = []
        for day in ["2026-05-26", "2026-05-27"] {
            for step in 0..<288 {
                let minute = step * 5
                glucose.append(["id": UUID().uuidString, "value": value(minute), "unit": "mg/dL", "source": "cgm",
                                "time": String(format: "%@T%02d:%02d:00Z", day, minute / 60, minute % 60)])
            }
        }
        document["glucose"] = glucose
        let imported = try await server.request(.POST, "/api/v1/import?mode=merge", token: token, json: document)
        try #require(imported.status == .ok, "\(imported.bodyText.prefix(400))")
        let dose = try await server.request(.POST, "/api/v1/insulin", token: token, json: ["units": 6, "kind": "bolus", "time": "2026-05-27T12:00:00Z"])
        try #require(dose.status == .created, "\(dose.bodyText)")
        let meal = try await server.request(.POST, "/api/v1/meals", token: token,
                                            json: ["name": "Lunch", "carbs": 60, "protein": 20, "fat": 10, "time": "2026-05-27T12:05:00Z"])
        try #require(meal.status == .created, "\(meal.bodyText)")
    }

    @Test func theReportSaysEachStatisticAgainstItsTargetWithTheChartsInTheReadersUnit() async throws {
        try await TestServer.with(clock: Self.clock()) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            try await Self.logGlucose(server, token: token)
            let browser = try await CycleReportPageTests.logIn(server, "ada@example.org")
            let response = try await browser.get("/reports/glucose")
            #expect(response.status == .ok)
            let page = response.bodyText
            #expect(page.contains("<h1>Glucose report</h1>") && page.contains("id=\"report-name\">Ada<"))
            #expect(page.contains("14 May 2026 – 27 May 2026"), "the 14 complete days before today")
            #expect(page.contains("CGM active 100\u{00A0}% of the time") && page.contains("576 readings"))
            // 8 of 288 readings a day low, 12 high: 93 % in range, 2.8 % low, 4.2 % high.
            #expect(page.contains("Time in range 70–180 mg/dL</th><td>93\u{00A0}%</td><td>more than 70\u{00A0}% · <span class=\"verdict\">target met</span>"))
            #expect(page.contains("Time below 70 mg/dL</th><td>2.8\u{00A0}%</td><td>less than 4\u{00A0}%"))
            #expect(page.contains("of which below 54 mg/dL</th><td>0\u{00A0}%</td>"))
            #expect(page.contains("of which above 250 mg/dL</th><td>4.2\u{00A0}%</td><td>less than 5\u{00A0}%"))
            #expect(page.contains("Glucose variability (CV)") && page.contains("36\u{00A0}% or less"))
            #expect(page.contains("Glucose management indicator (GMI)"))
            // The charts: the AGP, the GRI grid with its point, one small profile a day, 14 days.
            #expect(page.contains("dbc-agp") && page.contains("class=\"dbc-gri-point\""))
            #expect(page.components(separatedBy: "class=\"dbc dbc-glucose-day\"").count - 1 == 14)
            #expect(page.contains("6 U · 60 g"))
            #expect(page.contains("Insulin (units)</th><td>6</td><td>3</td>"), "two days logged")
            #expect(page.contains("27 May 03:00 · 40 min · low, level 1 · lowest 60\u{00A0}mg/dL"))
            #expect(page.contains("26 May 15:00 · 1 h 0 min · high, level 2 · highest 260\u{00A0}mg/dL"))
            #expect(page.contains("Print or save as PDF") && page.contains("data-print hidden"))
            #expect(!page.contains("class=\"tabs\"") && !page.contains("class=\"bell\""))
            #expect(try await browser.get("/insights").bodyText.contains("href=\"/reports/glucose\""))

            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["language": "de", "glucoseUnit": "mmol/L"])
            let german = try await browser.get("/reports/glucose").bodyText
            #expect(german.contains("<html lang=\"de\">") && german.contains("<h1>Glukosebericht</h1>"))
            #expect(german.contains("Zeit im Zielbereich 3,9–10,0 mmol/L</th><td>93\u{00A0}%</td><td>mehr als 70\u{00A0}% · <span class=\"verdict\">Ziel erreicht</span>"))
            #expect(german.contains("27.5. 03:00 · 40 min · niedrig, Stufe 1 · tiefster Wert 3,3\u{00A0}mmol/L"))
            #expect(german.contains("14.5.2026 – 27.5.2026"))

            // French keeps each number with its unit: a no-break space between them, never an ordinary one.
            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["language": "fr"])
            let french = try await browser.get("/reports/glucose").bodyText
            let pairs = try Regex("[0-9] (%|mg/dL|mmol/L|U|g|h|min|jours?|mesures)(?![A-Za-z])")
            let loose = french.matches(of: pairs).map { String(french[$0.range]) }
            #expect(loose.isEmpty, "\(loose)")
            #expect(french.contains("93\u{00A0}%"))
        }
    }

    /// Every three hours a low of 60 for 20 minutes and a high of 260 for 20 minutes: 16 lows and 16
    /// highs (each also a level-2 high) in two days, 48 episodes, more than a printed page holds.
    @Test func anUnsteadyFortnightListsTheLowsFirstAndCountsWhatItLeavesOut() async throws {
        try await TestServer.with(clock: Self.clock()) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            try await Self.logGlucose(server, token: token) { minute in
                switch minute % 180 { case 0..<20: 60; case 60..<80: 260; default: 120 }
            }
            let browser = try await CycleReportPageTests.logIn(server, "ada@example.org")
            let page = try await browser.get("/reports/glucose").bodyText
            #expect(page.contains("16 low (level 1), 0 low (level 2), 16 high (level 1), 16 high (level 2)"))
            let list = try #require(page.components(separatedBy: "id=\"report-episode-list\">").last?.components(separatedBy: "</ol>").first)
            let lines = list.components(separatedBy: "<li>").dropFirst()
            #expect(lines.count == 36)
            #expect(lines.prefix(16).allSatisfy { $0.contains("low, level 1") })
            #expect(lines.dropFirst(16).allSatisfy { $0.contains("high, level") })
            #expect(lines.first?.hasPrefix("26 May 00:00") == true && lines.dropFirst(15).first?.hasPrefix("27 May 21:00") == true)
            #expect(page.contains("And 12 more episodes, counted above but not listed."))
        }
    }

    @Test func datesChooseTheDaysAndABadDateIsRefusedByName() async throws {
        try await TestServer.with(clock: Self.clock()) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            try await Self.logGlucose(server, token: token)
            let browser = try await CycleReportPageTests.logIn(server, "ada@example.org")
            let two = try await browser.get("/reports/glucose?from=2026-05-27&to=2026-05-27").bodyText
            #expect(two.contains("27 May 2026 – 27 May 2026") && two.contains("288 readings"))
            #expect(two.components(separatedBy: "class=\"dbc dbc-glucose-day\"").count - 1 == 1)
            let none = try await browser.get("/reports/glucose?from=2026-01-01&to=2026-01-14").bodyText
            #expect(none.contains("No glucose logged in these dates yet."))

            let cookie = try #require(browser.cookie)
            for (query, field) in [("from=2026-02-30", "from"), ("from=2026-03-01&to=2026-02-01", "to"), ("to=2026-03-01", "from"),
                                   ("from=2020-01-01&to=2026-03-01", "from")] {
                let json = try await server.request(.GET, "/reports/glucose?\(query)", headers: ["Cookie": cookie])
                #expect((400..<500).contains(json.status.code), "\(query)")
                #expect(try json.apiError().field == field, "\(query)")
                let html = try await server.request(.GET, "/reports/glucose?\(query)", headers: Self.html.merging(["Cookie": cookie]))
                #expect((400..<500).contains(html.status.code))
                #expect(html.headers.first(name: .contentType)?.contains("text/html") == true)
                #expect(html.bodyText.contains("role=\"alert\"") && html.bodyText.contains("\(field) "), "\(query)")
            }
        }
    }

    @Test func aGranteeOfDiabetesReadsItInTheirOwnWordsAndNobodyElseDoes() async throws {
        try await TestServer.with(clock: Self.clock()) { server in
            let (ada, adaID) = try await server.signUp(timeZone: "UTC")
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob", timeZone: "UTC")
            let (eve, _) = try await server.signUp("eve@example.org", name: "Eve", timeZone: "UTC")
            _ = try await server.signUp("mallory@example.org", name: "Mallory", timeZone: "UTC")
            try await Self.logGlucose(server, token: ada)
            _ = try await server.share(ada, with: "bob@example.org", ["diabetes"], acceptedBy: bob)
            _ = try await server.share(ada, with: "eve@example.org", ["cycle", "stress"], acceptedBy: eve)
            _ = try await server.request(.PATCH, "/api/v1/me", token: bob, json: ["language": "de", "glucoseUnit": "mmol/L"])
            let owner = adaID.lowercased()

            let caregiver = try await CycleReportPageTests.logIn(server, "bob@example.org")
            let shared = try await caregiver.get("/reports/glucose?owner=\(owner)")
            #expect(shared.status == .ok)
            #expect(shared.bodyText.contains(">Ada<") && shared.bodyText.contains("Glukosebericht") && shared.bodyText.contains("mmol/L"))
            #expect(shared.bodyText.contains("href=\"/shared?owner=\(owner)\""))
            // The shared page writes the owner's id in capitals, as its other links do.
            #expect(try await caregiver.get("/shared?owner=\(owner)").bodyText.lowercased().contains("href=\"/reports/glucose?owner=\(owner)\""))

            for email in ["eve@example.org", "mallory@example.org"] {
                let other = try await CycleReportPageTests.logIn(server, email)
                let refused = try await other.get("/reports/glucose?owner=\(owner)")
                #expect([.notFound, .forbidden].contains(refused.status), "\(email)")
                #expect(!refused.bodyText.contains("Ada"))
            }
            #expect(try await server.request(.GET, "/reports/glucose").status.code < 500)
        }
    }
}
