import DaybookCore
import Foundation
import Vapor

/// `daybook-bench`: the whole suite on this machine — bulk import against the sqlite3 tool, the
/// glucose report (core against numpy, and the endpoint), calendar month and day pages over 10
/// years, cycle prediction over 20 years, the API under wrk against a bare route with the
/// server's memory, and 1,000 open live event streams (memory per stream, fan-out latency). Prints
/// a table and writes the figures as JSON (`--out`). Use a release build.
struct BenchSuiteCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Flag(name: "quick", help: "A small run for development: 10k/100k imports, 2 years, 3-second loads")
        var quick: Bool
        @Option(name: "out", help: "Where to write the figures as JSON (default bench-results.json)")
        var out: String?
        @Option(name: "seed", help: "Seed of all generated data (default 2026)")
        var seed: Int?
        @Flag(name: "no-numpy", help: "Skip the numpy comparison of the glucose report")
        var noNumpy: Bool
    }

    var help: String { "Run the whole benchmark suite (docs/benchmarks.md) and write its figures" }

    func run(using context: CommandContext, signature: Signature) async throws {
        let console = context.console
        let quick = signature.quick
        let seed = max(0, signature.seed ?? 2026)
        let began = ContinuousClock.now
        let folder = try BenchSetting.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var figures = BenchSetting.figures()
        let log: @Sendable (String) -> Void = { line in
            FileHandle.standardError.write(Data("[\(String(format: "%6.1f", BenchMeasure.seconds(ContinuousClock.now - began))) s] \(line)\n".utf8))
        }
        log("machine: \(figures.machine.cores) cores, \(figures.machine.cpu), \(figures.machine.memoryGB) GB, load \(figures.machine.loadAverage)")

        try await BenchImport.run(sizes: quick ? [10_000, 100_000] : [100_000, 1_000_000], seed: seed, folder: folder, into: &figures, log: log)

        let runs = quick ? 3 : 5
        for row in try await BenchInsightsCommand.measure(runs: runs, seed: UInt64(seed), numpy: !signature.noNumpy,
                                                    start: Date(timeIntervalSince1970: 1_577_836_800), in: folder) {
            figures.add("glucose report", "core, \(row.name) (\(row.readings) readings)", row.swift * 1000, "ms", note: "median of \(runs)")
            if let numpy = row.numpy {
                figures.add("glucose report", "numpy, \(row.name)", numpy * 1000, "ms", note: row.agrees ? "same results" : "RESULTS DIFFER")
                figures.add("glucose report", "core / numpy time, \(row.name)", row.swift / numpy, "×", note: "goal ≤ 1")
            }
            log("glucose report \(row.name): \(BenchMeasure.ms(row.swift))" + (row.numpy.map { ", numpy \(BenchMeasure.ms($0))" } ?? ""))
        }

        let years = quick ? 2 : 10
        let journal = try await BenchPages.run(years: years, runs: quick ? 50 : 200, seed: seed, numpy: !signature.noNumpy, folder: folder,
                                               into: &figures, log: log)
        try await BenchWebPages.run(runs: quick ? 10 : 50, folder: folder, into: &figures, log: log)
        BenchCycle.run(years: 20, runs: quick ? 5 : 21, seed: seed, into: &figures, log: log)
        // DAYBOOK_DATABASE_URL naming a PostgreSQL: the API loads run there too.
        let postgres = ProcessInfo.processInfo.environment["DAYBOOK_DATABASE_URL"].flatMap { $0.hasPrefix("postgres") ? $0 : nil }
        try await BenchLoad.run(database: journal, years: years, seed: seed, postgres: postgres, seconds: quick ? 3 : 10, folder: folder,
                                client: context.application.client, into: &figures, log: log)
        try await BenchStreams.run(streams: quick ? 100 : 1_000, writes: quick ? 5 : 20, settleSeconds: quick ? 2 : 5, seed: seed,
                                   folder: folder, client: context.application.client, into: &figures, log: log)

        figures.seconds = BenchMeasure.seconds(ContinuousClock.now - began)
        figures.add("suite", "whole run", figures.seconds, "s", note: "goal < 600 s")
        console.print(figures.table)
        let out = URL(fileURLWithPath: signature.out ?? "bench-results.json")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(figures).write(to: out)
        console.print("Figures written to \(out.path) (\(String(format: "%.0f", figures.seconds)) s).")
    }
}
