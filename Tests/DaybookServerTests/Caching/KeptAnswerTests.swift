import DaybookCore
import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// Day and calendar answers are kept between writes, and never outlive one: a write through any
/// instance, or a new day, gives the next read a new answer.
@Suite struct KeptAnswerTests {
    @Test func aWriteThroughOneInstanceIsInTheOthersNextAnswer() async throws {
        try await TestServer.twoInstances(services: []) { a, b in
            let (token, _) = try await a.signUp()
            let empty = try await a.request(.GET, "/api/v1/days/2026-03-10", token: token).object()
            #expect((empty["stress"] as? [Any])?.isEmpty == true)
            _ = try await a.request(.GET, "/api/v1/calendar/2026/3", token: token)
            #expect(a.app.daybook.answers.bytes > 0, "the answers were kept")

            let logged = try await b.request(.POST, "/api/v1/stress", token: token, json: ["level": 4, "time": "2026-03-10T08:00:00Z"])
            #expect(logged.status == .created, "\(logged.bodyText)")
            let day = try await a.request(.GET, "/api/v1/days/2026-03-10", token: token).object()
            #expect((day["stress"] as? [[String: Any]])?.map { $0["level"] as? Int } == [4])
            let month = try await a.request(.GET, "/api/v1/calendar/2026/3", token: token).object()
            let march = try #require((month["2026"] as? [String: Any])?["3"] as? [Any])
            #expect((march[9] as? [String: Any])?["logged"] as? [String] == ["stress"])

            // A change of unit is a write too: the same readings come back in the new unit.
            _ = try await b.request(.POST, "/api/v1/glucose", token: token, json: ["value": 180, "unit": "mg/dL", "time": "2026-03-10T09:00:00Z"])
            #expect(try await a.request(.GET, "/api/v1/days/2026-03-10", token: token).object()["glucose"].map(Self.values) == [180])
            _ = try await b.request(.PATCH, "/api/v1/me", token: token, json: ["glucoseUnit": "mmol/L"])
            #expect(try await a.request(.GET, "/api/v1/days/2026-03-10", token: token).object()["glucose"].map(Self.values) == [10])

            // A write that is refused changes nothing, and the kept answer stays right.
            let refused = try await b.request(.POST, "/api/v1/stress", token: token, json: ["level": 40, "time": "2026-03-10T10:00:00Z"])
            #expect(refused.status == .unprocessableEntity || refused.status == .badRequest)
            let again = try await a.request(.GET, "/api/v1/days/2026-03-10", token: token).object()
            #expect((again["stress"] as? [Any])?.count == 1)
        }
    }

    /// An open span covers the days up to today: the day after today shows it once that day has come.
    @Test func anAnswerIsKeptForOneDayOnly() async throws {
        let clock = TestClock(try #require(ISO8601DateFormatter().date(from: "2026-03-10T12:00:00Z")))
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp()
            let span = try await server.request(.POST, "/api/v1/spans", token: token, json: ["kind": "illness", "start": "2026-03-09T08:00:00Z"])
            #expect(span.status == .created, "\(span.bodyText)")
            let before = try await server.request(.GET, "/api/v1/days/2026-03-11", token: token).object()
            #expect((before["spans"] as? [Any])?.isEmpty == true)
            clock.advance(by: 24 * 60 * 60)
            let after = try await server.request(.GET, "/api/v1/days/2026-03-11", token: token).object()
            #expect((after["spans"] as? [Any])?.count == 1)
        }
    }

    @Test func nothingIsKeptWhenTheSizeIsZero() async throws {
        try await TestServer.with(configure: { $0.answerCacheBytes = 0 }) { server in
            let (token, _) = try await server.signUp()
            #expect(try await server.request(.GET, "/api/v1/days/2026-03-10", token: token).status == .ok)
            #expect(server.app.daybook.answers.bytes == 0)
        }
    }

    private static func values(_ readings: Any) -> [Double] {
        (readings as? [[String: Any]] ?? []).compactMap { ($0["value"] as? NSNumber)?.doubleValue }
    }
}
