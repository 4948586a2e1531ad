import Foundation
import Testing
import Vapor

/// The new user who hit it: "29-day cycle, last period 10–14 Nov" at onboarding, then flow logged on
/// 24 Nov. Daybook made a 14-day cycle of it; now it asks, keeps the prediction near the onboarding
/// cycle meanwhile, shows the onboarding period on the calendar and no fertile day on a period day.
@Suite struct StartQuestionTests {
    static func clock() -> TestClock { TestClock(Date(timeIntervalSince1970: 1_795_521_600)) } // 2026-11-24T12:00:00Z

    static func newUser(_ server: TestServer) async throws -> String {
        let (token, _) = try await server.signUp(timeZone: "UTC")
        let onboarding = try await server.request(.PATCH, "/api/v1/me", token: token, json: [
            "initialPeriodStart": "2026-11-10", "initialPeriodLength": 5, "averageCycleLength": 29,
        ])
        try #require(onboarding.status == .ok, "\(onboarding.bodyText)")
        let flow = try await server.request(.PUT, "/api/v1/days/2026-11-24/symptoms", token: token, json: ["flow": "MEDIUM"])
        try #require(flow.status == .ok, "\(flow.bodyText)")
        return token
    }

    @Test func bleedingTwoWeeksAfterTheOnboardingPeriodIsAskedAboutNotAveragedIn() async throws {
        try await TestServer.with(clock: Self.clock()) { server in
            let token = try await Self.newUser(server)
            let prediction = try await server.request(.GET, "/api/v1/cycle/predictions", token: token).object()
            #expect(prediction["nextStart"] as? String == "2026-12-09")
            #expect(prediction["daysUntil"] as? Int == 15)
            let stats = try await server.request(.GET, "/api/v1/cycle/stats", token: token).object()
            #expect(stats["averageCycleLength"] as? Double == 29)

            let questions = try await server.request(.GET, "/api/v1/cycle/questions", token: token).array()
            #expect(questions.count == 1)
            #expect(questions.first?["date"] as? String == "2026-11-24")
            #expect(questions.first?["previousStart"] as? String == "2026-11-10")
            #expect(questions.first?["daysSincePeriodStart"] as? Int == 14)

            // The calendar shows the onboarding period; no fertile day or ovulation on any period day.
            let november = try await server.request(.GET, "/api/v1/calendar/2026/11", token: token).object()
            let days = try #require((november["2026"] as? [String: Any])?["11"] as? [Any])
            func day(_ number: Int) -> [String: Any] { (days[number - 1] as? [String: Any]) ?? [:] }
            for number in 10...14 { #expect(day(number)["period"] as? Bool == true, "Nov \(number)") }
            #expect(day(24)["flow"] as? String == "MEDIUM")
            for number in 1...30 where day(number)["period"] as? Bool == true || day(number)["flow"] != nil {
                #expect(day(number)["fertile"] == nil && day(number)["ovulation"] == nil, "Nov \(number) is fertile and bleeding")
            }

            // Spotting: the question goes, the prediction stays.
            let bad = try await server.request(.PUT, "/api/v1/cycle/questions/2026-11-24", token: token, json: ["answer": "maybe"])
            #expect(bad.status == .unprocessableEntity)
            #expect(try bad.apiError().field == "answer")
            #expect(try await server.request(.PUT, "/api/v1/cycle/questions/2026-11-20", token: token, json: ["answer": "spotting"]).status == .notFound)
            let answered = try await server.request(.PUT, "/api/v1/cycle/questions/2026-11-24", token: token, json: ["answer": "spotting"])
            #expect(answered.status == .ok)
            #expect(try answered.array().isEmpty)
            #expect(try await server.request(.GET, "/api/v1/cycle/predictions", token: token).object()["nextStart"] as? String == "2026-12-09")

            // Changed to a new period: it starts a cycle, and the onboarding cycle still weighs in.
            _ = try await server.request(.PUT, "/api/v1/cycle/questions/2026-11-24", token: token, json: ["answer": "period"])
            let periods = try await server.request(.GET, "/api/v1/cycle/periods", token: token).array()
            #expect(periods.map { $0["start"] as? String } == ["2026-11-24", "2026-11-10"]) // newest first
            let after = try await server.request(.GET, "/api/v1/cycle/predictions", token: token).object()
            #expect(after["nextStart"] as? String == "2026-12-18") // 24 Nov + (2 × 29 + 14) / 3 = 24 days
        }
    }

    @Test func theHomePageAsksAndRemembersTheAnswer() async throws {
        try await TestServer.with(clock: Self.clock()) { server in
            _ = try await Self.newUser(server)
            let browser = WebClient(server)
            _ = try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            let home = try await browser.get("/").bodyText
            #expect(home.contains("New period or spotting?"))
            #expect(home.contains("14 days after your last period began"))
            // The bleeding logged today is not contradicted; the prediction still stands (9 Dec, 15 days).
            #expect(home.contains("<strong id=\"period-words\">Bleeding today</strong> <span class=\"muted\">(9 Dec 2026)</span>"))
            let answered = try await browser.submit("/", to: "/cycle/questions/2026-11-24", ["answer": "spotting", "back": "home"])
            #expect(answered.status == .seeOther)
            #expect(!(try await browser.get("/").bodyText.contains("New period or spotting?")))
            #expect(!(try await browser.get("/cycle").bodyText.contains("New period or spotting?")))
        }
    }

    /// A period entered by its dates is the person's own word: never asked about.
    @Test func anEnteredPeriodIsNeverAskedAbout() async throws {
        try await TestServer.with(clock: Self.clock()) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            _ = try await server.request(.POST, "/api/v1/cycle/periods", token: token, json: ["start": "2026-10-01", "end": "2026-10-05"])
            _ = try await server.request(.POST, "/api/v1/cycle/periods", token: token, json: ["start": "2026-10-15", "end": "2026-10-18"])
            #expect(try await server.request(.GET, "/api/v1/cycle/questions", token: token).array().isEmpty)
            #expect(try await server.request(.GET, "/api/v1/cycle/periods", token: token).array().count == 2)
        }
    }
}
