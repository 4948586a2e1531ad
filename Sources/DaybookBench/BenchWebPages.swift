import DaybookCore
import DaybookServer
import Foundation
import Logging
import Vapor

/// Server time of every web page on the demo account, in process: the journal `serve --demo` loads,
/// a browser's log-in (CSRF cookie, form, session cookie), then each page requested `runs` times
/// through the real responder. The figure a person feels on a phone is the slowest page's p50.
enum BenchWebPages {
    static func run(runs: Int, only: String? = nil, folder: URL, into figures: inout BenchFigures, log: (String) -> Void) async throws {
        var environment = Environment(name: "production", arguments: ["daybook"])
        environment.arguments = ["daybook"]
        let app = try await Application.make(environment)
        app.logger.logLevel = .warning
        do {
            var config = AppConfig()
            config.bcryptCost = 4
            try await Bench.wiring.configure(app, config: config, sqliteFile: folder.appendingPathComponent("demo.sqlite").path)
            try await app.setUpDatabase()
            try await DemoAccount.create(on: app, seed: 2026, replace: false)
            try await app.asyncBoot()
            let client = InProcessClient(app: app)
            let cookie = try await logIn(client)
            let pages = try await pagePaths(client, cookie: cookie)
            var slowest = (name: "", p50: 0.0)
            for (name, path) in pages where only.map({ path.hasPrefix($0) }) ?? true {
                let p50 = try await measure(path, runs: runs, client: client, cookie: cookie)
                figures.add("web pages", "\(name), p50", p50 * 1000, "ms", note: "\(runs) runs; \(path)")
                log("web page \(name) (\(path)): p50 \(BenchMeasure.ms(p50))")
                if p50 > slowest.p50 { slowest = (name, p50) }
            }
            figures.add("web pages", "slowest page, p50", slowest.p50 * 1000, "ms", note: "\(slowest.name); goal ≤ 30 ms")
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }

    /// Logs in as a browser does and answers the session cookie.
    static func logIn(_ client: InProcessClient, email: String = DemoAccount.email, password: String = DemoAccount.password) async throws -> String {
        let csrf = "bench-csrf-token"
        var headers = HTTPHeaders()
        headers.add(name: .cookie, value: "daybook-csrf=\(csrf)")
        headers.add(name: .contentType, value: "application/x-www-form-urlencoded")
        let form = "_csrf=\(csrf)&email=\(email)&password=\(password)"
        let answer = try await client.send(.POST, "/login", body: form, headers: headers)
        guard answer.status == .seeOther, let session = answer.headers.setCookie?["daybook-session"]?.string else {
            throw ChildProcess.Failure(description: "web log-in failed: \(answer.status) \(answer.body.prefix(300))")
        }
        return "daybook-session=\(session)"
    }

    /// Every screen a signed-in person reaches, with an entry, a day full of glucose and the demo's run.
    static func pagePaths(_ client: InProcessClient, cookie: String) async throws -> [(String, String)] {
        let history = try await get("/history", client: client, cookie: cookie)
        let timelines = try await get("/timelines", client: client, cookie: cookie)
        var pages: [(String, String)] = [
            ("today", "/"), ("log", "/log"), ("history", "/history"), ("calendar", "/calendar"),
            ("insights, week", "/insights"), ("insights, day", "/insights?period=day"),
            ("insights, month", "/insights?period=month"), ("cycle", "/cycle"), ("reminders", "/reminders"),
            ("notifications", "/notifications"), ("import", "/import"), ("sharing", "/sharing"),
            ("timelines", "/timelines"), ("settings", "/settings"),
        ]
        // Yesterday is a whole day of the demo's sensor: 288 readings with meals and insulin.
        if let zone = TimeZone(identifier: DemoAccount.timeZone) {
            pages.append(("day", "/day/\(LocalDate(Date(), in: zone).adding(days: -1))"))
        }
        if let edit = firstMatch(#"/history/[a-z-]+/[0-9A-Fa-f-]{36}"#, in: history) { pages.append(("entry edit", edit)) }
        if let run = firstMatch(#"/timelines/runs/[0-9A-Fa-f-]{36}"#, in: timelines) { pages.append(("timeline run", run)) }
        return pages
    }

    static func measure(_ path: String, runs: Int, client: InProcessClient, cookie: String) async throws -> Double {
        _ = try await get(path, client: client, cookie: cookie)
        var times: [Double] = []
        for _ in 0..<runs {
            let (_, seconds) = try await BenchMeasure.time { try await get(path, client: client, cookie: cookie) }
            times.append(seconds)
        }
        return BenchMeasure.percentile(times, 50)
    }

    static func get(_ path: String, client: InProcessClient, cookie: String) async throws -> String {
        let answer = try await client.send(.GET, path, headers: [HTTPHeaders.Name.cookie.description: cookie])
        guard answer.status == .ok else {
            throw ChildProcess.Failure(description: "\(path) answered \(answer.status): \(answer.body.prefix(300))")
        }
        return answer.body
    }

    static func firstMatch(_ pattern: String, in text: String) -> String? {
        text.range(of: pattern, options: .regularExpression).map { String(text[$0]) }
    }
}
