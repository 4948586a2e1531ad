import DaybookServer
import Foundation
import Testing
import Vapor

@Suite struct DemoAccountTests {
    /// `daybook demo` fills every screen: the demo account has data of every kind.
    @Test func theDemoAccountHasDataOfEveryKind() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_790_000_000)) // 2026-09-21
        try await TestServer.with(clock: clock) { server in
            #expect(try await DemoAccount.create(on: server.app, seed: 7, replace: false))
            #expect(try await DemoAccount.create(on: server.app, seed: 7, replace: false) == false) // kept
            let login = try await server.request(.POST, "/api/v1/tokens", json: ["email": DemoAccount.email, "password": DemoAccount.password])
            let token = try #require(try login.object()["token"] as? String)

            for kind in ["stress", "glucose", "insulin", "meals", "exercise", "spans"] {
                let entries = try await server.request(.GET, "/api/v1/\(kind)?from=2026-06-01&limit=10", token: token).array()
                #expect(!entries.isEmpty, "no \(kind)")
            }
            let today = try await server.request(.GET, "/api/v1/days/2026-09-20", token: token).object()
            #expect((today["glucose"] as? [Any])?.count == 288) // a day of 5-minute CGM readings
            #expect(today["metrics"] != nil)
            #expect(today["symptoms"] != nil)
            let periods = try await server.request(.GET, "/api/v1/cycle/periods", token: token).array()
            #expect(periods.count >= 20) // two years of cycles
            let prediction = try await server.request(.GET, "/api/v1/cycle/predictions", token: token).object()
            #expect(prediction["nextStart"] != nil)
            #expect(!(try await server.request(.GET, "/api/v1/favourites/meals", token: token).array().isEmpty))
            #expect(!(try await server.request(.GET, "/api/v1/favourites/exercise", token: token).array().isEmpty))
            let reminders = try await server.request(.GET, "/api/v1/reminders", token: token).array()
            #expect(Set(reminders.compactMap { $0["kind"] as? String }) == ["stressLog", "metricsLog", "periodDue", "water"])
            let runs = try await server.request(.GET, "/api/v1/timelines/runs", token: token).array()
            #expect(runs.first?["named"] as? String == "cosmic-calendar")
            #expect(((runs.first?["events"] as? [[String: Any]]) ?? []).contains { $0["displayed"] as? Bool == true })
        }
    }
}
