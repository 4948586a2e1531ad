import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// Texts around a number take the form that number needs in the reader's language: Polish has one
/// form for 1, another for 2–4 (but not 12–14) and another for 5 and up.
@Suite struct CountedTextsTests {
    func polish(_ server: TestServer) async throws -> (WebClient, String) {
        let (token, _) = try await server.signUp()
        _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["language": "pl"])
        let browser = WebClient(server)
        try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
        return (browser, token)
    }

    /// The Polish form for `count` of a noun whose forms are given (CLDR: one, few, many).
    func polishForm(_ count: Int, one: String, few: String, many: String) -> String {
        if count == 1 { return one }
        if (2...4).contains(count % 10), !(12...14).contains(count % 100) { return few }
        return many
    }

    @Test(arguments: [2, 5, 12, 22])
    func stressRatingsAreCountedInPolish(count: Int) async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000))
        try await TestServer.with(clock: clock) { server in
            let (browser, token) = try await polish(server)
            for minute in 0..<count {
                let time = Date(timeIntervalSince1970: 1_780_000_000 - Double(minute * 600))
                _ = try await server.request(.POST, "/api/v1/stress", token: token,
                                             json: ["level": 3, "time": ISO8601DateFormatter().string(from: time)])
            }
            let page = try await browser.get("/insights?period=week").bodyText
            let expected = "\(count) \(polishForm(count, one: "ocena", few: "oceny", many: "ocen"))"
            #expect(page.contains("(\(expected))"), "\(page.prefix(2500))")
        }
    }

    @Test func everyScenarioCountsItsEventsInPolish() async throws {
        try await TestServer.with { server in
            let (browser, _) = try await polish(server)
            let page = try await browser.get("/timelines").bodyText
            let counts = page.matches(of: /<small>(\d+) (\S+), (\d+) (\S+)<\/small>/)
            #expect(!counts.isEmpty, "\(page.prefix(2500))")
            for count in counts {
                let events = try #require(Int(count.output.1)), major = try #require(Int(count.output.3))
                #expect(count.output.2 == polishForm(events, one: "zdarzenie", few: "zdarzenia", many: "zdarzeń"))
                #expect(count.output.4 == polishForm(major, one: "ważne", few: "ważne", many: "ważnych"))
            }
        }
    }
}
