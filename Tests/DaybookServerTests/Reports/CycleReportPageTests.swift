import Foundation
import Testing
import Vapor

/// `/reports/cycle`: the cycle report for the doctor, in the reader's language, with the lengths that
/// fall outside the usual ranges said in words, flow and pain by cycle day, and only for the owner
/// and a grantee of the cycle.
@Suite struct CycleReportPageTests {
    static func clock() -> TestClock { TestClock(Date(timeIntervalSince1970: 1_780_000_000)) } // 2026-05-28
    static let html: HTTPHeaders = ["Accept": "text/html,application/xhtml+xml"]

    /// Four periods: cycles of 28, 45 (long) and 20 days (short), the first period with cramps.
    static func logCycles(_ server: TestServer, token: String) async throws {
        let days: [(String, String, String?)] = [
            ("2026-01-05", "HEAVY", "TERRIBLE"), ("2026-01-06", "HEAVY", "BAD"), ("2026-01-07", "MEDIUM", nil), ("2026-01-08", "LIGHT", nil),
            ("2026-02-02", "MEDIUM", nil), ("2026-02-03", "MEDIUM", nil), ("2026-02-04", "LIGHT", nil),
            ("2026-03-19", "HEAVY", "BAD"), ("2026-03-20", "MEDIUM", nil), ("2026-03-21", "LIGHT", nil),
            ("2026-04-08", "MEDIUM", nil), ("2026-04-09", "LIGHT", nil), ("2026-04-10", "SPOTTING", nil),
        ]
        for (date, flow, cramps) in days {
            var symptoms: [String: Any] = ["flow": flow]
            if let cramps { symptoms["cramps"] = cramps }
            let put = try await server.request(.PUT, "/api/v1/days/\(date)/symptoms", token: token, json: symptoms)
            try #require(put.status == .ok, "\(put.bodyText)")
        }
    }

    static func logIn(_ server: TestServer, _ email: String) async throws -> WebClient {
        let browser = WebClient(server)
        _ = try await browser.submit("/login", to: "/login", ["email": email, "password": "correct horse battery"])
        return browser
    }

    @Test func theReportNamesThePersonTheLengthsTheOutliersAndFlowAndPain() async throws {
        try await TestServer.with(clock: Self.clock()) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            try await Self.logCycles(server, token: token)
            let browser = try await Self.logIn(server, "ada@example.org")
            let response = try await browser.get("/reports/cycle")
            #expect(response.status == .ok)
            let page = response.bodyText
            #expect(page.contains("<h1>Cycle report</h1>") && page.contains("id=\"report-name\">Ada<"))
            #expect(page.contains("5 Jan 2026 – 28 May 2026"))
            // Newest first in the table: the cycle under way, then 20 (short), 45 (long) and 28 days.
            let lengths = page.matches(of: /<td( class="outlier")?>(\d+ days|under way \(day \d+\))[^<]*<\/td>/).map { String($0.output.2) }
            #expect(lengths.filter { !$0.hasSuffix("days") || $0.contains("day ") }.count == 1)
            #expect(page.contains("20 days · short: under 24 days") && page.contains("45 days · long: over 38 days"))
            #expect(page.contains("Average of these cycles: cycle 31\u{00A0}days, period 3\u{00A0}days"))
            #expect(page.contains(UsualWords.english))
            #expect(page.contains("Your shortest and longest cycles differ by 17 days or more."))
            // The grid: one row per cycle, the first day heavy with terrible cramps.
            #expect(page.contains("data-day=\"1\" data-flow=\"HEAVY\" data-cramps=\"TERRIBLE\""))
            #expect(page.contains("data-day=\"3\" data-flow=\"SPOTTING\""))
            #expect(page.contains("Print or save as PDF") && page.contains("data-print hidden"))
            #expect(!page.contains("class=\"tabs\"") && !page.contains("class=\"bell\""))
            #expect(try await browser.get("/cycle").bodyText.contains("href=\"/reports/cycle\""))

            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["language": "de"])
            let german = try await browser.get("/reports/cycle").bodyText
            #expect(german.contains("<html lang=\"de\">") && german.contains("<h1>Zyklusbericht</h1>"))
            #expect(german.contains("45 Tage · lang: über 38 Tage") && german.contains("Zyklus 31\u{00A0}Tage, Periode 3\u{00A0}Tage"))
        }
    }

    @Test func datesChooseTheCyclesAndABadDateIsRefusedByName() async throws {
        try await TestServer.with(clock: Self.clock()) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            try await Self.logCycles(server, token: token)
            let browser = try await Self.logIn(server, "ada@example.org")
            let two = try await browser.get("/reports/cycle?from=2026-02-10&to=2026-03-25").bodyText
            #expect(two.contains("2 Feb 2026 – 7 Apr 2026"))
            #expect(two.matches(of: /<tr><td>/).count == 2)

            let cookie = try #require(browser.cookie)
            for (query, field) in [("from=2026-02-30", "from"), ("from=2026-03-01&to=2026-02-01", "to"), ("to=2026-03-01", "from"),
                                   ("from=2020-01-01&to=2026-03-01", "from")] {
                let json = try await server.request(.GET, "/reports/cycle?\(query)", headers: ["Cookie": cookie])
                #expect((400..<500).contains(json.status.code), "\(query)")
                #expect(try json.apiError().field == field, "\(query)")
                let html = try await server.request(.GET, "/reports/cycle?\(query)", headers: Self.html.merging(["Cookie": cookie]))
                #expect((400..<500).contains(html.status.code))
                #expect(html.headers.first(name: .contentType)?.contains("text/html") == true)
                #expect(html.bodyText.contains("role=\"alert\"") && html.bodyText.contains("\(field) "), "\(query)")
            }
        }
    }

    @Test func aGranteeOfTheCycleReadsItAndNobodyElseDoes() async throws {
        try await TestServer.with(clock: Self.clock()) { server in
            let (ada, adaID) = try await server.signUp(timeZone: "UTC")
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob", timeZone: "UTC")
            let (eve, _) = try await server.signUp("eve@example.org", name: "Eve", timeZone: "UTC")
            _ = try await server.signUp("mallory@example.org", name: "Mallory", timeZone: "UTC")
            try await Self.logCycles(server, token: ada)
            _ = try await server.share(ada, with: "bob@example.org", ["cycle"], acceptedBy: bob)
            _ = try await server.share(ada, with: "eve@example.org", ["stress", "diabetes"], acceptedBy: eve)
            _ = try await server.request(.PATCH, "/api/v1/me", token: bob, json: ["language": "de"])
            let owner = adaID.lowercased()

            let partner = try await Self.logIn(server, "bob@example.org")
            let shared = try await partner.get("/reports/cycle?owner=\(owner)")
            #expect(shared.status == .ok)
            // The owner's name and cycles, in the reader's language, the way back keeping the owner.
            #expect(shared.bodyText.contains(">Ada<") && shared.bodyText.contains("Zyklusbericht"))
            #expect(shared.bodyText.contains("href=\"/cycle?owner=\(owner)\""))
            #expect(try await partner.get("/cycle?owner=\(owner)").bodyText.contains("href=\"/reports/cycle?owner=\(owner)\""))

            for email in ["eve@example.org", "mallory@example.org"] {
                let other = try await Self.logIn(server, email)
                let refused = try await other.get("/reports/cycle?owner=\(owner)")
                #expect([.notFound, .forbidden].contains(refused.status), "\(email)")
                #expect(!refused.bodyText.contains("Ada"))
            }
            #expect(try await server.request(.GET, "/reports/cycle").status.code < 500)
        }
    }
}

/// The usual ranges as the page says them.
enum UsualWords {
    static let english = "Usual ranges (FIGO 2018): cycle 24–38 days, period 2–8 days."
}
