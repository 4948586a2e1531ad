import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// Insights show first what the person logs; a section with nothing in the period is one line with a
/// link to the log form, not a card of empty charts.
@Suite struct InsightsOrderTests {
    static func clock() -> TestClock { TestClock(Date(timeIntervalSince1970: 1_780_000_000)) } // Thursday 2026-05-28

    func loggedIn(_ server: TestServer) async throws -> (WebClient, String) {
        let (token, _) = try await server.signUp(timeZone: "UTC")
        let browser = WebClient(server)
        try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
        return (browser, token)
    }

    @Test func someoneWhoLogsOnlyGlucoseMeetsGlucoseFirst() async throws {
        try await TestServer.with(clock: Self.clock()) { server in
            let (browser, token) = try await loggedIn(server)
            for (minute, value) in [(0, 110), (5, 190), (10, 60)] {
                let logged = try await server.request(.POST, "/api/v1/glucose", token: token,
                                                      json: ["time": "2026-05-27T08:\(String(format: "%02d", minute)):00Z", "value": value, "unit": "mg/dL"])
                #expect(logged.status == .created)
            }
            let page = try await browser.get("/insights").bodyText
            let glucose = try #require(page.range(of: "id=\"glucose-report\""))
            let stress = try #require(page.range(of: "id=\"stress-empty\""))
            #expect(glucose.lowerBound < stress.lowerBound)
            // Stress and the correlations: one line each with a way to start, and no empty charts.
            #expect(page.contains("href=\"/log#stress\">Log stress →") && page.contains("href=\"/log#metrics\">Log daily metrics →"))
            #expect(!page.contains("id=\"stress-chart\"") && !page.contains("dbc-no-data"))
        }
    }

    @Test func stressLoggedComesBeforeGlucoseWithNothingInThePeriod() async throws {
        try await TestServer.with(clock: Self.clock()) { server in
            let (browser, token) = try await loggedIn(server)
            _ = try await server.request(.POST, "/api/v1/stress", token: token, json: ["level": 4, "time": "2026-05-27T09:00:00Z"])
            let page = try await browser.get("/insights").bodyText
            let stress = try #require(page.range(of: "id=\"stress-chart\""))
            let glucose = try #require(page.range(of: "id=\"glucose-empty\""))
            #expect(stress.lowerBound < glucose.lowerBound)
            #expect(page.contains("href=\"/log#glucose\">Log glucose →"))
            #expect(!page.contains("id=\"glucose-report\""))
        }
    }

    @Test func aSectionNotTrackedAndEmptyIsLeftOut() async throws {
        try await TestServer.with(clock: Self.clock()) { server in
            let (browser, token) = try await loggedIn(server)
            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["tracking": ["trackGlucose": false, "trackStress": false]])
            let page = try await browser.get("/insights").bodyText
            #expect(!page.contains("glucose-empty") && !page.contains("stress-empty") && !page.contains("correlations-empty"))
        }
    }

    @Test func sectionsWithMoreEntriesComeFirstAndTiesKeepThePagesOrder() {
        let sections = [InsightsSection(kind: .stress, amount: 3, title: "s"), InsightsSection(kind: .correlations, amount: 0, title: "c"),
                        InsightsSection(kind: .cycleLens, amount: 3, title: "l"), InsightsSection(kind: .glucose, amount: 288, title: "g")]
        #expect(InsightsSection.ordered(sections).map(\.kind) == [.glucose, .stress, .cycleLens, .correlations])
    }
}

extension InsightsOrderTests {
    /// A few days of metrics with stress: each metric says how many more days it needs.
    @Test func aFewPairedDaysShowHowManyMoreEachMetricNeeds() async throws {
        try await TestServer.with(clock: Self.clock()) { server in
            let (browser, token) = try await loggedIn(server)
            for day in ["2026-05-25", "2026-05-26", "2026-05-27"] {
                _ = try await server.request(.PUT, "/api/v1/days/\(day)/metrics", token: token, json: ["sleep": 7])
                _ = try await server.request(.POST, "/api/v1/stress", token: token, json: ["level": 4, "time": "\(day)T09:00:00Z"])
            }
            let page = try await browser.get("/insights").bodyText
            #expect(page.contains("id=\"correlations\"") && !page.contains("correlations-empty"))
            #expect(page.contains("data-metric=\"sleep\">Not enough data yet (3 / "))
        }
    }
}
