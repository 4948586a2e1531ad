import DaybookCore
import DaybookFixtures
import Foundation
import Vapor

/// API under load: the real server binary as a child process on a loopback port, with a copy of
/// the generated journal, driven by wrk (2 threads, 64 connections) against the bare route
/// `GET /ping`, a read (`GET /api/v1/days/{date}`, a full CGM day: the same day, answered from the answers
/// kept between writes, and a different day each time) and a write (`POST /api/v1/stress`);
/// the server's resident memory is sampled during the load, and its peak read at the end.
enum BenchLoad {
    /// `postgres`: also the same loads with the same generated journal on this PostgreSQL (a schema of
    /// its own, dropped afterwards).
    static func run(database: URL, years: Int, seed: Int, postgres: String?, seconds: Int, folder: URL, client: any Client,
                    into figures: inout BenchFigures, log: @escaping @Sendable (String) -> Void) async throws {
        guard let wrk = ChildProcess.which("wrk") else {
            log("wrk not found: no API load figures (apt-get install wrk)")
            return
        }
        guard FileManager.default.isExecutableFile(atPath: ChildProcess.daybook.path) else {
            throw ChildProcess.Failure(description: "no daybook binary beside this one (\(ChildProcess.daybook.path)): build both with `swift build -c release`")
        }
        let copy = folder.appendingPathComponent("api.sqlite")
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.copyItem(at: database, to: copy)
        let port = 20_000 + Int(ProcessInfo.processInfo.processIdentifier % 20_000)
        let base = "http://127.0.0.1:\(port)"
        let environment = ["DAYBOOK_DATABASE_URL": "sqlite:\(copy.path)"]
        let rows = try await ChildProcess.serving(ChildProcess.daybook, ["serve", "--hostname", "127.0.0.1", "--port", "\(port)"],
                                                  environment: environment, log: folder.appendingPathComponent("server.log")) { pid in
            try await load(base: base, pid: pid, days: years * 365 - 20, seconds: seconds, wrk: wrk, folder: folder, client: client, log: log)
        }
        for row in rows { figures.add("api", row.name, row.value, row.unit, note: row.note) }
        guard let postgres else { return }
        for row in try await onPostgres(postgres, years: years, seed: seed, port: port + 1, seconds: seconds, wrk: wrk, folder: folder,
                                        client: client, log: log) {
            figures.add("api, PostgreSQL", row.name, row.value, row.unit, note: row.note)
        }
    }

    /// The same journal generated into a new schema of the PostgreSQL at `url` (`daybook generate`, the
    /// same seed and last day), served by the same binary, the same runs; the schema is dropped after.
    private static func onPostgres(_ url: String, years: Int, seed: Int, port: Int, seconds: Int, wrk: URL, folder: URL,
                                   client: any Client, log: @escaping @Sendable (String) -> Void) async throws -> [Row] {
        let schema = "daybook_bench_\(UInt32.random(in: 0...UInt32.max))"
        let environment = ["DAYBOOK_DATABASE_URL": url, "DAYBOOK_DATABASE_SCHEMA": schema]
        let today = BenchImport.today?.description ?? "2026-11-01"
        do {
            let began = ContinuousClock.now
            _ = try await ChildProcess.check(ChildProcess.daybook, ["generate", "--users", "1", "--years", "\(years)", "--seed", "\(seed)",
                                                                    "--today", today], environment: environment)
            log("PostgreSQL: \(years) years generated into schema \(schema) in \(BenchMeasure.ms(BenchMeasure.seconds(ContinuousClock.now - began)))")
            let base = "http://127.0.0.1:\(port)"
            let rows = try await ChildProcess.serving(ChildProcess.daybook, ["serve", "--hostname", "127.0.0.1", "--port", "\(port)"],
                                                      environment: environment, log: folder.appendingPathComponent("server-postgres.log")) { pid in
                try await load(base: base, pid: pid, days: years * 365 - 20, seconds: seconds, wrk: wrk, folder: folder, client: client, log: log)
            }
            try await Bench.wiring.dropSchema(schema, postgresURL: url)
            return rows
        } catch {
            try? await Bench.wiring.dropSchema(schema, postgresURL: url)
            throw error
        }
    }

    /// One figure of the load runs.
    struct Row: Sendable {
        var name: String
        var value: Double
        var unit: String
        var note: String?
    }

    /// The three wrk runs against the served copy, with the server's memory sampled meanwhile.
    private static func load(base: String, pid: Int32, days: Int, seconds: Int, wrk: URL, folder: URL, client: any Client,
                             log: @escaping @Sendable (String) -> Void) async throws -> [Row] {
        var rows: [Row] = []
        func add(_ name: String, _ value: Double, _ unit: String, note: String? = nil) {
            rows.append(Row(name: name, value: value, unit: unit, note: note))
        }
        try await waitUntilUp(base, pid: pid, client: client)
        let pid = "\(pid)"
        let login = try await client.post(URI(string: base + "/api/v1/tokens")) { request in
            try request.content.encode(["email": BenchPages.email, "password": GeneratedDataset.password], as: .json)
        }
        guard let token = try? login.content.get(String.self, at: "token") else {
            throw ChildProcess.Failure(description: "log-in to the served copy failed: \(login.status)")
        }
        let day = BenchImport.today?.adding(days: -10).description ?? "2026-10-22"
        let auth = "wrk.headers[\"Authorization\"] = \"Bearer \(token)\"\n"
        let write = auth + """
            wrk.method = "POST"
            wrk.headers["Content-Type"] = "application/json"
            wrk.body = '{"level": 5, "time": "\(day)T12:00:00Z", "note": "bench"}'

            """
        // A different day each request, so answers kept between writes are not what is measured: the two
        // threads start half the span apart and walk back a day at a time.
        let noon = (BenchImport.today?.adding(days: -10).startInstant(in: .gmt).timeIntervalSince1970 ?? 0) + 12 * 3600
        let everyDay = auth + """
            local threads = 0
            function setup(thread)
              thread:set("offset", threads * \(days / 2))
              threads = threads + 1
            end
            counter = 0
            function request()
              counter = counter + 1
              local back = ((offset or 0) + counter) % \(days)
              return wrk.format("GET", "/api/v1/days/" .. os.date("!%Y-%m-%d", \(Int(noon)) - back * 86400))
            end

            """
        let runs: [(name: String, path: String, script: String?)] = [
            ("bare GET /ping", "/ping", nil),
            ("read GET /api/v1/days/{date}", "/api/v1/days/\(day)", auth),
            ("read GET /api/v1/days/{date}, a different day each time", "/api/v1/days/", everyDay),
            ("write POST /api/v1/stress", "/api/v1/stress", write),
        ]
        var bare: Double?
        var peakSampled = 0
        for run in runs {
            var arguments = ["-t2", "-c64", "-d\(seconds)s", "--latency"]
            if let script = run.script {
                let file = folder.appendingPathComponent("wrk-\(runs.firstIndex { $0.path == run.path } ?? 0).lua")
                try script.write(to: file, atomically: true, encoding: .utf8)
                arguments += ["-s", file.path]
            }
            arguments.append(base + run.path)
            let sampler = Task {
                var peak = 0
                while !Task.isCancelled {
                    peak = max(peak, BenchMeasure.procStatus("VmRSS", pid: pid) ?? 0)
                    try? await Task.sleep(for: .milliseconds(100))
                }
                return peak
            }
            let output = try await ChildProcess.check(wrk, arguments)
            sampler.cancel()
            let sampled = await sampler.value
            peakSampled = max(peakSampled, sampled)
            let report = try WrkReport(parsing: output.stdout)
            let failures = report.non2xx + report.socketErrors
            add("\(run.name): throughput", report.requestsPerSecond, "req/s",
                note: "\(report.requests) requests" + (failures > 0 ? ", \(report.non2xx) non-2xx, \(report.socketErrors) socket errors" : ", all 2xx"))
            add("\(run.name): latency p50", report.p50 ?? .nan, "ms")
            add("\(run.name): latency p99", report.p99 ?? .nan, "ms", note: run.script == nil ? nil : "goal < 20 ms")
            if let bare {
                add("\(run.name): share of bare throughput", report.requestsPerSecond / bare * 100, "%", note: run.path == "/api/v1/stress" ? "goal ≥ 50 %" : "goal ≥ 25 %")
            } else {
                bare = report.requestsPerSecond
            }
            add("\(run.name): server RSS, sampled peak", Double(sampled) / 1024, "MB")
            log("\(run.name): \(String(format: "%.0f", report.requestsPerSecond)) req/s, p50 \(report.p50 ?? .nan) ms, p99 \(report.p99 ?? .nan) ms, "
                + "\(failures) failures, RSS \(BenchMeasure.megabytes(sampled))")
        }
        let peak = BenchMeasure.procStatus("VmHWM", pid: pid)
        add("server peak RSS (VmHWM) over all load", Double(peak ?? peakSampled) / 1024, "MB", note: "goal < 150 MB")
        log("server peak RSS \(BenchMeasure.megabytes(peak))")
        return rows
    }

    /// Polls `GET /health` until the server answers, for up to a minute by the clock (a refused connection
    /// takes the client ~10 s of retries, so 600 polls once meant 100 minutes); fails at once if the
    /// server (process `pid`) has exited, e.g. because its port was taken.
    static func waitUntilUp(_ base: String, pid: Int32, client: any Client) async throws {
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            if let response = try? await client.get(URI(string: base + "/health")), response.status == .ok { return }
            if ChildProcess.hasExited(pid: pid) {
                throw ChildProcess.Failure(description: "the server exited before it answered on \(base) (see its log)")
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw ChildProcess.Failure(description: "the server did not answer on \(base) within a minute")
    }
}
