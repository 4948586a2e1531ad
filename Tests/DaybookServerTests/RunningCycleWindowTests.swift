import Foundation
import Testing
import Vapor

/// The cycle under way in a charted history: after two cycles whose signs confirmed ovulation, its
/// fertile window opens on cycle day 6 (her 5-day rule), not on the calendar method's day 11, on the
/// fertility API, the calendar and the predictions alike; a predicted window looks and reads otherwise
/// than one her signs confirmed, on the calendar, the cycle page and the feed.
@Suite struct RunningCycleWindowTests {
    /// One charted cycle from `start` (a 28-day rhythm): four period days, six low and three high
    /// temperatures with a mucus peak before the rise, as `FertilityStatusAPITests` has them.
    static func chart(from start: String, days: Int = 28, token: String, server: TestServer) async throws {
        let first = try Date(start + "T06:30:00Z", strategy: .iso8601)
        func date(_ offset: Int) -> String { String(ISO8601DateFormatter().string(from: first.addingTimeInterval(Double(offset) * 86_400)).prefix(10)) }
        try await FertilityStatusAPITests.period((0..<4).map(date), token: token, server: server)
        let temperatures = [36.4, 36.35, 36.4, 36.45, 36.35, 36.5, 36.45, 36.4, 36.7, 36.75, 36.8, 36.8, 36.8, 36.75, 36.8]
        for (index, value) in temperatures.enumerated() where 4 + index < days {
            let logged = try await server.request(.POST, "/api/v1/temperature", token: token,
                                                  json: ["value": value, "unit": "C", "time": date(4 + index) + "T06:30:00Z"])
            try #require(logged.status == .created, "\(logged.bodyText)")
        }
        let mucus = [(7, "nothing", "creamy"), (8, "wet", "creamy"), (9, "slippery", "eggWhite"), (10, "slippery", "eggWhite"),
                     (11, "dry", "none"), (12, "dry", "none"), (13, "dry", "none"), (14, "dry", "none")]
        for (offset, feeling, texture) in mucus where offset < days {
            let put = try await server.request(.PUT, "/api/v1/days/\(date(offset))/fertility", token: token,
                                               json: ["mucus": ["feeling": feeling, "texture": texture]])
            try #require(put.status == .ok, "\(put.bodyText)")
        }
    }

    @Test func onDayThreeTheWindowOpensOnHerRulesDaySix() async throws {
        try await TestServer.with(clock: TestClock(utc("2026-05-29T12:00:00Z"))) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            try await Self.chart(from: "2026-04-01", token: token, server: server)
            try await Self.chart(from: "2026-04-29", token: token, server: server)
            try await FertilityStatusAPITests.period(["2026-05-27", "2026-05-28", "2026-05-29"], token: token, server: server)

            let dayFive = try await server.request(.GET, "/api/v1/cycle/fertility?date=2026-05-31", token: token).object()
            #expect(dayFive["phase"] as? String == "preOvulatory", "\(dayFive)")
            for date in ["2026-06-01", "2026-06-03", "2026-06-05"] {
                let status = try await server.request(.GET, "/api/v1/cycle/fertility?date=\(date)", token: token).object()
                #expect(status["phase"] as? String == "fertile", "\(date): \(status)")
            }
            let predictions = try await server.request(.GET, "/api/v1/cycle/predictions", token: token).object()
            #expect(predictions["fertileStart"] as? String == "2026-06-01", "\(predictions)")
            #expect(predictions["fertileConfirmed"] == nil)
            let june = try #require((try await server.request(.GET, "/api/v1/calendar/2026/6", token: token).object()["2026"] as? [String: Any])?["6"] as? [Any])
            let first = try #require(june[0] as? [String: Any])
            #expect(first["fertile"] as? Bool == true && first["fertilePredicted"] as? Bool == true, "\(first)")

            // The page: dashed, and said to be predicted, on the calendar and the cycle page; the feed too.
            let browser = WebClient(server)
            try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            let calendar = try await browser.get("/calendar?month=2026-06").bodyText
            #expect(calendar.contains("class=\"fertile-predicted\""), "the predicted days are drawn as predicted")
            #expect(calendar.contains("Fertile window, predicted"))
            #expect(try await browser.get("/cycle").bodyText.contains("Fertile window, predicted"))
            let url = try #require(try await server.request(.POST, "/api/v1/cycle/feed", token: token).object()["url"] as? String)
            let feed = try await server.request(.GET, String(url[try #require(url.range(of: "/feeds/")).lowerBound...])).bodyText
            #expect(feed.contains("SUMMARY:Predicted fertile window"))
        }
    }

    @Test func aWindowHerSignsConfirmedReadsConfirmed() async throws {
        try await TestServer.with(clock: TestClock(utc("2026-05-15T12:00:00Z"))) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            try await Self.chart(from: "2026-04-01", token: token, server: server)
            try await Self.chart(from: "2026-04-29", days: 17, token: token, server: server)
            let predictions = try await server.request(.GET, "/api/v1/cycle/predictions", token: token).object()
            #expect(predictions["fertileConfirmed"] as? Bool == true, "\(predictions)")
            let browser = WebClient(server)
            try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            #expect(try await browser.get("/cycle").bodyText.contains("Fertile window, confirmed by your signs"))
            let calendar = try await browser.get("/calendar?month=2026-05").bodyText
            #expect(calendar.contains("class=\"fertile\""), "days her signs called fertile are drawn solid")
            let url = try #require(try await server.request(.POST, "/api/v1/cycle/feed", token: token).object()["url"] as? String)
            let feed = try await server.request(.GET, String(url[try #require(url.range(of: "/feeds/")).lowerBound...])).bodyText
            #expect(feed.contains("SUMMARY:Fertile window (confirmed by your signs)"))
        }
    }
}
