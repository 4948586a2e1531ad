import DaybookApp
import DaybookCore
import DaybookFixtures
import DaybookServer
import Foundation
import Vapor

/// `daybook-bench import --readings N`: streams N generated CGM readings of a new account into the
/// database of `DAYBOOK_DATABASE_URL` through `WriteGeneratedDataset` and prints one JSON line: rows, seconds,
/// and the process's peak resident memory. The suite runs it as a child process per size, so each
/// peak belongs to one import only.
struct BenchImportCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Option(name: "readings", help: "How many readings (default 100000)")
        var readings: Int?
        @Option(name: "seed", help: "Seed of the readings (default 2026)")
        var seed: Int?
    }

    struct Result: Codable {
        var readings: Int
        var seconds: Double
        var peakRSSKB: Int?
        var startRSSKB: Int?
    }

    var help: String { "Time a streaming import of generated glucose readings (used by the whole suite)" }

    func run(using context: CommandContext, signature: Signature) async throws {
        let app = context.application
        let environment = ProcessInfo.processInfo.environment
        try await Bench.wiring.configure(app, config: try AppConfig.fromEnvironment(environment), environment: environment)
        try await app.setUpDatabase()
        let count = max(1, signature.readings ?? 100_000)
        let dataset = GeneratedDataset(users: 1, years: 0, seed: UInt64(max(0, signature.seed ?? 2026)),
                                       glucosePerUser: count, today: try LocalDate(year: 2026, month: 11, day: 1))
        let startRSS = BenchMeasure.procStatus("VmRSS")
        // The account of a dataset with no years holds nothing but the readings; nobody logs in as
        // it, so no bcrypt time is spent on its password.
        let (written, seconds) = try await BenchMeasure.time {
            try await WriteGeneratedDataset(app.useCases)(dataset, passwordHash: "-")
        }
        let result = Result(readings: written.glucose, seconds: seconds, peakRSSKB: BenchMeasure.procStatus("VmHWM"), startRSSKB: startRSS)
        context.console.output(String(decoding: try JSONEncoder().encode(result), as: UTF8.self), style: .plain)
    }
}
