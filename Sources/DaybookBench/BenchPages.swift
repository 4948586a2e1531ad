import DaybookCore
import DaybookFixtures
import DaybookServer
import DaybookApp
import Foundation
import Logging
import Vapor

/// Server time of the pages, in process: a SQLite file with `years` of everything for one account
/// (written by the generator, itself timed), then the real responder (middleware, auth, route,
/// JSON) answering requests built in memory, so no network is in the figures.
enum BenchPages {
    static let email = "user1@generated.daybook.local"

    static func run(years: Int, runs: Int, seed: Int, numpy: Bool, folder: URL, into figures: inout BenchFigures,
                    log: (String) -> Void) async throws -> URL {
        let path = folder.appendingPathComponent("journal-\(years)y.sqlite")
        guard let today = BenchImport.today else { throw ChildProcess.Failure(description: "no date") }
        let dataset = GeneratedDataset(users: 1, years: years, seed: UInt64(max(0, seed)), today: today)
        let (app, written, seconds) = try await BenchSetting.application(at: path, with: dataset)
        do {
            figures.add("generator", "1 account × \(years) years, every kind", seconds, "s",
                        note: "\(written.glucose) glucose readings + \(written.otherEntries) other entries")
            log("generated \(years) years in \(String(format: "%.1f", seconds)) s")
            try await app.asyncBoot()

            let client = InProcessClient(app: app)
            let login = try await client.send(.POST, "/api/v1/tokens", body: #"{"email":"\#(email)","password":"\#(GeneratedDataset.password)"}"#)
            guard let token = (try? JSONSerialization.jsonObject(with: Data(login.body.utf8)) as? [String: Any])?["token"] as? String else {
                throw ChildProcess.Failure(description: "log-in failed: \(login.status) \(login.body.prefix(300))")
            }
            // Months and days spread over the whole span, the same ones on every run.
            let months = (0..<runs).map { i -> String in
                let date = today.adding(days: -((i * 31) % (years * 365)))
                return "/api/v1/calendar/\(date.year)/\(date.month)"
            }
            let days = (0..<runs).map { i in "/api/v1/days/\(today.adding(days: -((i * 37) % (years * 365))))" }
            try await measure("calendar month", months, client: client, token: token, into: &figures, log: log)
            try await measure("day page", days, client: client, token: token, into: &figures, log: log)
            let slotMinutes = 15
            for (label, span) in [("90 days", 90), ("\(years) years", years * 365)] {
                let from = today.adding(days: -span + 1)
                let paths = Array(repeating: "/api/v1/insights/glucose?from=\(from)&to=\(today)&slotMinutes=\(slotMinutes)", count: span > 90 ? 3 : max(3, runs / 10))
                let endpoint = try await measure("glucose report endpoint, \(label)", paths, client: client, token: token, into: &figures,
                                                 log: log, note: "database read + report + JSON")
                if numpy, span > 90 {
                    try await compareWithPython(endpoint: endpoint, path: paths[0], slotMinutes: slotMinutes, from: from, to: today, runs: paths.count, database: path,
                                                app: app, client: client, token: token, folder: folder, into: &figures, log: log)
                }
            }
            try await measureGlucoseReportPage(runs: max(3, runs / 10), today: today, client: client, into: &figures, log: log)
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
        return path
    }

    /// Python's sqlite3 module and numpy doing the endpoint's work on the same file: read the same
    /// rows, compute the same report. Checked to have read as many readings, with the same mean.
    private static func compareWithPython(endpoint: Double, path: String, slotMinutes: Int, from: LocalDate, to: LocalDate, runs: Int, database: URL,
                                          app: Application, client: InProcessClient, token: String, folder: URL,
                                          into figures: inout BenchFigures, log: (String) -> Void) async throws {
        guard let user = try await Accounts(app.useCases).find(email: email) else {
            throw ChildProcess.Failure(description: "no generated account")
        }
        let zone = user.preferences.zone
        let answer = try await client.send(.GET, path, token: token)
        let report = try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any]
        let python = try await NumpyGlucoseReport.run(
            database: database, userID: user.id, start: DayInterval(date: from, zone: zone).start, end: DayInterval(date: to, zone: zone).end,
            from: from, days: to.dayNumber - from.dayNumber + 1, slotMinutes: slotMinutes, runs: runs, in: folder)
        let count = report?["count"] as? Int, mean = report?["mean"] as? Double
        let agrees = count == python.count && mean.map { abs($0 - python.mean) < 0.01 * python.mean } == true
        let note = agrees ? "same \(python.count) readings, same mean" : "DIFFERENT ROWS: \(count ?? -1) vs \(python.count)"
        figures.add("pages", "python sqlite3 + numpy, same rows and report, \(from)…\(to)", python.seconds * 1000, "ms",
                    note: "median of \(runs); " + note)
        figures.add("pages", "glucose report endpoint / python time, whole span", endpoint / python.seconds, "×", note: "goal ≤ 1")
        log("python sqlite3 + numpy over the whole span: \(BenchMeasure.ms(python.seconds)) (\(note))")
    }

    /// The printable glucose report for the doctor (`/reports/glucose`) over the last 14 days (its
    /// default) and 90 days of 5-minute readings, as a browser asks for it: a session cookie, the whole
    /// HTML with every chart.
    private static func measureGlucoseReportPage(runs: Int, today: LocalDate, client: InProcessClient,
                                                 into figures: inout BenchFigures, log: (String) -> Void) async throws {
        let cookie = try await BenchWebPages.logIn(client, email: email, password: GeneratedDataset.password)
        for span in [14, 90] {
            let path = "/reports/glucose?from=\(today.adding(days: -span + 1))&to=\(today)"
            let page = try await BenchWebPages.get(path, client: client, cookie: cookie)
            guard page.contains("id=\"report-stats-table\"") else {
                throw ChildProcess.Failure(description: "\(path) has no statistics: \(page.prefix(300))")
            }
            let p50 = try await BenchWebPages.measure(path, runs: runs, client: client, cookie: cookie)
            figures.add("pages", "glucose report page, \(span) days, p50", p50 * 1000, "ms",
                        note: "\(runs) runs; database read + report + \(span) day profiles + HTML")
            log("glucose report page, \(span) days: p50 \(BenchMeasure.ms(p50))")
        }
    }

    @discardableResult
    static func measure(_ name: String, _ paths: [String], client: InProcessClient, token: String,
                        into figures: inout BenchFigures, log: (String) -> Void, note: String? = nil) async throws -> Double {
        // One untimed request: the first one warms SQLite's page cache.
        if let first = paths.first { _ = try await client.send(.GET, first, token: token) }
        var times: [Double] = []
        for path in paths {
            let (response, seconds) = try await BenchMeasure.time { try await client.send(.GET, path, token: token) }
            guard response.status == .ok else {
                throw ChildProcess.Failure(description: "\(path) answered \(response.status): \(response.body.prefix(300))")
            }
            times.append(seconds)
        }
        let p50 = BenchMeasure.percentile(times, 50), p95 = BenchMeasure.percentile(times, 95)
        figures.add("pages", "\(name), p50", p50 * 1000, "ms", note: "\(times.count) runs" + (note.map { "; \($0)" } ?? ""))
        figures.add("pages", "\(name), p95", p95 * 1000, "ms")
        log("\(name): p50 \(BenchMeasure.ms(p50)), p95 \(BenchMeasure.ms(p95)) over \(times.count) runs")
        return p50
    }
}

/// Sends requests straight to the application's responder (all middleware and the route), no socket.
struct InProcessClient {
    let app: Application
    // Quiet: the route logger would print a line per request into the figures' console.
    let logger: Logger = {
        var logger = Logger(label: "daybook.bench")
        logger.logLevel = .warning
        return logger
    }()

    struct Answer {
        var status: HTTPResponseStatus
        var headers: HTTPHeaders
        var body: String
    }

    func send(_ method: HTTPMethod, _ path: String, token: String? = nil, body: String? = nil,
              headers extra: HTTPHeaders = [:]) async throws -> Answer {
        var headers = extra
        if let token { headers.add(name: .authorization, value: "Bearer \(token)") }
        if body != nil, headers.contentType == nil { headers.add(name: .contentType, value: "application/json") }
        let request = Request(application: app, method: method, url: URI(string: path), headers: headers,
                              collectedBody: body.map { ByteBuffer(string: $0) }, logger: logger, on: app.eventLoopGroup.next())
        let response = try await app.responder.respond(to: request).get()
        let buffer = try await response.body.collect(on: request.eventLoop).get()
        return Answer(status: response.status, headers: response.headers, body: buffer.map { String(buffer: $0) } ?? "")
    }
}
