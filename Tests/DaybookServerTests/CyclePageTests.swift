import Foundation
import Testing
import Vapor

/// The cycle page edits periods (add by dates, delete) and shows every cycle's length, as a chart
/// and beside each period; a date in the future is refused next to the form, changing nothing.
@Suite struct CyclePageTests {
    @Test func periodsAreAddedAndDeletedOnTheCyclePage() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000)) // 2026-05-28
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp("ada@example.org")
            let browser = WebClient(server)
            _ = try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            for (start, end) in [("2026-03-02", "2026-03-06"), ("2026-03-30", "2026-04-03"), ("2026-04-28", "2026-05-01")] {
                #expect(try await browser.submit("/cycle", to: "/cycle/periods", ["start": start, "end": end]).status == .seeOther)
            }
            let page = try await browser.get("/cycle").bodyText
            #expect(page.contains("Cycle lengths") && page.contains("svg"))
            // Newest first: the latest period begins no cycle yet; the earlier ones 29 and 28 days.
            let cycles = page.matches(of: /<td>(\d+|—)<\/td><td><form/).map { String($0.output.1) }
            #expect(cycles == ["—", "29", "28"])

            let refused = try await browser.submit("/cycle", to: "/cycle/periods", ["start": "2026-06-10", "end": "2026-06-12"])
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.bodyText.contains("id=\"period-error\"") && refused.bodyText.contains("value=\"2026-06-10\""))
            #expect(try await server.request(.GET, "/api/v1/cycle/periods", token: token).array().count == 3)

            #expect(try await browser.submit("/cycle", to: "/cycle/periods/2026-03-30/delete", [:]).status == .seeOther)
            let starts = try await server.request(.GET, "/api/v1/cycle/periods", token: token).array().compactMap { $0["start"] as? String }
            #expect(starts == ["2026-04-28", "2026-03-02"])
        }
    }

    /// A late period reads the same on the cycle page as on Today: "2 days late", never "-2 days until your next period".
    @Test func aLatePeriodReadsAsOnToday() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000)) // 2026-05-28
        try await TestServer.with(clock: clock) { server in
            _ = try await server.signUp("ada@example.org")
            let browser = WebClient(server)
            _ = try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            for (start, end) in [("2026-03-03", "2026-03-07"), ("2026-03-31", "2026-04-04"), ("2026-04-28", "2026-05-02")] {
                #expect(try await browser.submit("/cycle", to: "/cycle/periods", ["start": start, "end": end]).status == .seeOther)
            }
            let cycle = try await browser.get("/cycle").bodyText
            let today = try await browser.get("/").bodyText
            let due = try #require(cycle.firstMatch(of: /<span id="due">([^<]+)<\/span>/)).output.1
            #expect(due == "2 days late")
            #expect(today.contains(">\(due)<"))
            #expect(!cycle.contains("-2 days") && !cycle.contains("until your next period"))
        }
    }
}
