import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// Timelines on the web: start a run with a chosen run time, the events so far newest on top,
/// cancel only when confirmed.
@Suite struct WebTimelinesTests {
    @Test func aRunStartsFromTheFormAndShowsItsEventsNewestFirst() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000))
        try await TestServer.with(clock: clock) { server in
            _ = try await server.signUp()
            let browser = WebClient(server)
            try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            let catalogue = try await browser.get("/timelines")
            #expect(catalogue.bodyText.contains("From the Sun to interstellar space"), "\(catalogue.status) \(catalogue.bodyText.prefix(3000))")

            let refused = try await browser.submit("/timelines", to: "/timelines/runs", ["named": "solar-system-distances", "totalTime": "3", "timeUnit": "seconds"])
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.bodyText.contains("id=\"run-totalTime-error\""))

            // 1216 s: 10 s per AU (see TimelineRunAPITests), after a 4 s lead-in.
            let started = try await browser.submit("/timelines", to: "/timelines/runs", ["named": "solar-system-distances", "totalTime": "1216", "timeUnit": "seconds"])
            let location = try #require(started.headers.first(name: .location))
            #expect(location.hasPrefix("/timelines/runs/"))
            let first = try await browser.get(location)
            #expect(first.bodyText.contains("No event yet."), "\(first.status) \(first.bodyText.suffix(2500))")

            clock.advance(by: 54)
            let page = try await browser.get(location).bodyText
            let times = page.matches(of: /<span class="at">(\d+):(\d\d)<\/span>/).map { Int($0.output.1)! * 60 + Int($0.output.2)! }
            #expect(times.count >= 2)
            #expect(times == times.sorted(by: >)) // newest on top
            #expect(times.allSatisfy { $0 <= 50 })

            // Without the confirmation the run stays; with it, it is gone.
            _ = try await browser.submit(location, to: location + "/cancel", ["confirm": "no"])
            #expect(try await browser.get(location).status == .ok)
            _ = try await browser.submit(location, to: location + "/cancel", ["confirm": "true"])
            #expect(try await browser.get(location).status == .notFound)
        }
    }
}
