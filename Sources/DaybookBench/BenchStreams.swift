import DaybookCore
import DaybookFixtures
import DaybookServer
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Vapor

/// Live events at scale: the real server binary as a child process on a loopback port, with a fresh
/// SQLite file of `accounts` empty accounts; a `python3` child holds `streams` open
/// `GET /api/v1/events` streams spread evenly over the accounts, reads the server's memory before
/// and with the idle streams, then sends `writes` writes one after the other (`POST /api/v1/stress`,
/// each by the next account) and times each event's arrival on every stream of the writer. Streams
/// of the other accounts must receive none of them.
enum BenchStreams {
    static let group = "live events"
    /// The longest a stream may take to open, or to receive a write's event.
    static let eventTimeout = 10

    struct Outcome: Sendable {
        var serverLimit: Int?
        var client: ClientReport?
        var serverPeak: Int?
        var rssClosed: Int?
    }

    /// What the client script prints (memory in kB, as /proc gives it).
    struct ClientReport: Decodable, Sendable {
        var rssBefore: Int?
        var rssIdle: Int?
        var rssAfter: Int?
        var openSeconds: Double
        var latenciesMs: [Double]
        /// From sending each write to its answer, for comparison: the event may arrive before the answer.
        var writeAnswersMs: [Double]
        var receivers: [Int]
        var otherAccountsDeliveries: Int
        var eventsTotal: Int
        var stillOpen: Int
    }

    static func run(streams: Int, writes: Int, accounts: Int? = nil, settleSeconds: Int = 5, seed: Int = 2026, folder: URL,
                    client: any Client, into figures: inout BenchFigures, log: @escaping @Sendable (String) -> Void) async throws {
        guard let python = ChildProcess.which("python3") else {
            log("python3 not found: no live events figures")
            return
        }
        guard FileManager.default.isExecutableFile(atPath: ChildProcess.daybook.path) else {
            throw ChildProcess.Failure(description: "no daybook binary beside this one (\(ChildProcess.daybook.path)): build both with `swift build -c release`")
        }
        guard streams >= 2, writes >= 1 else { throw ChildProcess.Failure(description: "streams needs at least 2 streams and 1 write") }
        // Ten streams an account by default, so that each write fans out to several; at least two accounts,
        // so that one can watch the other's writes not arrive; never more streams an account than the server keeps
        // open for one person (a newer one would replace the oldest).
        let accounts = min(streams, max(2, accounts ?? streams / 10, (streams + 15) / 16))
        let database = try await writeAccounts(accounts, seed: seed, folder: folder)
        log("live events: \(accounts) accounts written, \(streams) streams (\(streams / accounts)–\((streams + accounts - 1) / accounts) per account), \(writes) writes")

        // The server inherits this process's limit; raised here only as far as the hard limit allows.
        let needed = streams + 128
        raiseOpenFileLimit(to: needed)

        let port = serverPort()
        let base = "http://127.0.0.1:\(port)"
        let serverLog = folder.appendingPathComponent("streams-server.log")
        let environment = [
            "DAYBOOK_DATABASE_URL": "sqlite:\(database.path)",
            // Every account logs in once from this one address.
            "DAYBOOK_TOKEN_LIMIT": "\(accounts + 10)/1h",
        ]
        let outcome: Outcome
        do {
            outcome = try await ChildProcess.serving(ChildProcess.daybook, ["serve", "--hostname", "127.0.0.1", "--port", "\(port)"],
                                                     environment: environment, log: serverLog) { pid in
                try await measure(base: base, port: port, pid: pid, streams: streams, writes: writes, accounts: accounts,
                                  settleSeconds: settleSeconds, python: python, folder: folder, client: client, log: log)
            }
        } catch {
            let tail = ((try? String(contentsOf: serverLog, encoding: .utf8)) ?? "").split(separator: "\n").suffix(10).joined(separator: "\n")
            throw ChildProcess.Failure(description: "live events: \(error)" + (tail.isEmpty ? "" : "\nlast lines of the server's log:\n\(tail)"))
        }

        figures.add(group, "server open-file limit", Double(outcome.serverLimit ?? 0), "files", note: "\(streams) streams need ≥ \(streams + 64)")
        guard let report = outcome.client else {
            let limit = outcome.serverLimit.map(String.init) ?? "unknown"
            figures.add(group, "\(streams) idle streams", .nan, "", note: "NOT MEASURED: the server may open \(limit) files (ulimit -n)")
            return
        }
        let before = report.rssBefore ?? 0, idle = report.rssIdle ?? 0
        figures.add(group, "server RSS before the streams", Double(before) / 1024, "MB", note: "\(accounts) accounts logged in")
        figures.add(group, "server RSS with \(streams) idle streams", Double(idle) / 1024, "MB",
                    note: streams >= 1_000 ? "goal < 150 MB" : "settled \(settleSeconds) s")
        figures.add(group, "memory per idle stream", Double(idle - before) / Double(streams), "KB", note: "(idle − before) / \(streams)")
        figures.add(group, "opening \(streams) streams", report.openSeconds, "s", note: "64 at a time")
        let pairs = report.latenciesMs.count
        figures.add(group, "fan-out latency p50", BenchMeasure.percentile(report.latenciesMs, 50), "ms",
                    note: "sent write → event on each of the writer's streams; \(pairs) pairs, \(writes) writes")
        figures.add(group, "fan-out latency p99", BenchMeasure.percentile(report.latenciesMs, 99), "ms")
        figures.add(group, "fan-out latency max", report.latenciesMs.max() ?? .nan, "ms")
        figures.add(group, "write answered, p50", BenchMeasure.percentile(report.writeAnswersMs, 50), "ms",
                    note: "POST /api/v1/stress, from sending to its answer; the same clock as the events")
        let expected = (0..<writes).map { w in (0..<streams).filter { $0 % accounts == w % accounts }.count }
        let reached = report.receivers == expected
        figures.add(group, "writer's streams reached per write", Double(report.receivers.min() ?? 0), "streams",
                    note: reached ? "every stream of the writer, each write" : "EXPECTED \(expected), GOT \(report.receivers)")
        figures.add(group, "deliveries to other accounts' streams", Double(report.otherAccountsDeliveries), "events",
                    note: report.otherAccountsDeliveries == 0 ? "none, as it must be" : "MUST BE 0")
        figures.add(group, "server RSS after the writes", Double(report.rssAfter ?? 0) / 1024, "MB")
        figures.add(group, "server RSS 1 s after the streams closed", Double(outcome.rssClosed ?? 0) / 1024, "MB")
        figures.add(group, "server peak RSS (VmHWM)", Double(outcome.serverPeak ?? 0) / 1024, "MB")

        log("live events: RSS \(BenchMeasure.megabytes(report.rssBefore)) before, \(BenchMeasure.megabytes(report.rssIdle)) with \(streams) idle streams "
            + "(\(String(format: "%.1f", Double(idle - before) / Double(streams))) KB a stream); fan-out p50 "
            + "\(String(format: "%.2f", BenchMeasure.percentile(report.latenciesMs, 50))) ms, p99 "
            + "\(String(format: "%.2f", BenchMeasure.percentile(report.latenciesMs, 99))) ms, max \(String(format: "%.2f", report.latenciesMs.max() ?? .nan)) ms "
            + "over \(pairs) deliveries; \(report.otherAccountsDeliveries) to other accounts")
        // A write reaching another person's stream is a leak, not a slow figure: the suite stops.
        guard reached, report.otherAccountsDeliveries == 0, report.eventsTotal == pairs, report.stillOpen == streams else {
            throw ChildProcess.Failure(description: "live events went wrong: streams reached per write \(report.receivers) (expected \(expected)), "
                + "\(report.otherAccountsDeliveries) deliveries to other accounts, \(report.eventsTotal) events in all for \(pairs) expected, "
                + "\(report.stillOpen) of \(streams) streams still open at the end")
        }
    }

    /// A fresh SQLite file with `count` generated accounts and no journal (the generator's accounts
    /// and password; bcrypt's cheapest cost, so logging in is quick).
    private static func writeAccounts(_ count: Int, seed: Int, folder: URL) async throws -> URL {
        let path = folder.appendingPathComponent("streams-\(count)-accounts.sqlite")
        guard let today = BenchImport.today else { throw ChildProcess.Failure(description: "no date") }
        let dataset = GeneratedDataset(users: count, years: 0, seed: UInt64(max(0, seed)), glucosePerUser: 0, today: today)
        let (app, _, _) = try await BenchSetting.application(at: path, with: dataset)
        try await app.asyncShutdown()
        return path
    }

    /// Logs every account in, checks the server may hold the streams, then runs the client script.
    private static func measure(base: String, port: Int, pid: Int32, streams: Int, writes: Int, accounts: Int, settleSeconds: Int,
                                python: URL, folder: URL, client: any Client, log: @escaping @Sendable (String) -> Void) async throws -> Outcome {
        try await BenchLoad.waitUntilUp(base, pid: pid, client: client)
        let limit = openFileLimit(pid: pid)
        guard let limit, limit >= streams + 64 else {
            log("live events NOT MEASURED: the server may open \(limit.map(String.init) ?? "an unknown number of") files, "
                + "\(streams) streams need at least \(streams + 64): raise `ulimit -n` (the hard limit) and run again")
            return Outcome(serverLimit: limit)
        }
        let dataset = GeneratedDataset(users: accounts, years: 0, today: BenchImport.today ?? LocalDate(Date(), in: .gmt))
        var tokens: [String] = []
        for person in 0..<accounts {
            let login = try await client.post(URI(string: base + "/api/v1/tokens")) { request in
                try request.content.encode(["email": dataset.email(of: person), "password": GeneratedDataset.password], as: .json)
            }
            guard let token = try? login.content.get(String.self, at: "token") else {
                throw ChildProcess.Failure(description: "log-in of \(dataset.email(of: person)) failed: \(login.status)")
            }
            tokens.append(token)
        }
        log("live events: \(accounts) accounts logged in; opening \(streams) streams")

        let spacing = 0.25
        let deadline = 120 + settleSeconds + Int(Double(writes) * (Double(eventTimeout) + spacing + 0.5))
        let day = BenchImport.today?.adding(days: -1).description ?? "2026-10-31"
        let settings: [String: Any] = [
            "port": port, "pid": Int(pid), "tokens": tokens, "streams": streams, "writes": writes, "day": day,
            "eventTimeout": eventTimeout, "settleSeconds": settleSeconds, "spacingSeconds": spacing, "deadline": deadline,
        ]
        let configFile = folder.appendingPathComponent("streams-client.json")
        try JSONSerialization.data(withJSONObject: settings).write(to: configFile)
        let script = folder.appendingPathComponent("streams_client.py")
        try StreamsClientScript.source.write(to: script, atomically: true, encoding: .utf8)
        let output = try await ChildProcess.run(python, [script.path, configFile.path])
        let stdout = Data(output.stdout.utf8)
        if let failure = try? JSONDecoder().decode([String: String].self, from: stdout), let message = failure["error"] {
            throw ChildProcess.Failure(description: message)
        }
        guard output.status == 0, let report = try? JSONDecoder().decode(ClientReport.self, from: stdout) else {
            throw ChildProcess.Failure(description: "the streams client exited with \(output.status): \(output.stdout.prefix(500)) \(output.stderr.suffix(2_000))")
        }
        // The streams have closed with the client: what the server keeps of them.
        try await Task.sleep(for: .seconds(1))
        return Outcome(serverLimit: limit, client: report, serverPeak: BenchMeasure.procStatus("VmHWM", pid: "\(pid)"),
                       rssClosed: BenchMeasure.procStatus("VmRSS", pid: "\(pid)"))
    }

    /// A loopback port below the kernel's range for outgoing connections (32768 by default): a thousand
    /// client sockets of an earlier run, waiting out TIME_WAIT there, once kept the server from binding.
    static func serverPort() -> Int {
        let range = (try? String(contentsOfFile: "/proc/sys/net/ipv4/ip_local_port_range", encoding: .utf8)) ?? ""
        let low = range.split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) } ?? 32_768
        let top = max(10_000, min(low, 65_536)) - 1
        return 10_000 + Int(ProcessInfo.processInfo.processIdentifier + 10_007) % (top - 10_000)
    }

    /// The soft limit on open files of process `pid` (`Max open files` in /proc/PID/limits).
    static func openFileLimit(pid: Int32) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/limits", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("Max open files") {
            let soft = line.dropFirst("Max open files".count).split(whereSeparator: \.isWhitespace).first
            return soft == "unlimited" ? Int.max : soft.flatMap { Int($0) }
        }
        return nil
    }

    /// Raises this process's soft limit on open files to `wanted`, at most to the hard limit.
    static func raiseOpenFileLimit(to wanted: Int) {
        #if canImport(Glibc)
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < rlim_t(wanted) else { return }
        limit.rlim_cur = min(rlim_t(wanted), limit.rlim_max)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        #endif
    }
}
