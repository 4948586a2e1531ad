import DaybookApp
import DaybookCore
import DaybookFixtures
import DaybookServer
import Foundation
import Vapor

/// What every part of the suite starts from: a scratch folder, the run's figures, and Daybook itself on
/// a fresh SQLite file holding generated accounts.
enum BenchSetting {
    /// A new folder of the system's temporary files; the caller removes it.
    static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Empty figures of this run, with the command as given and the machine.
    static func figures() -> BenchFigures {
        BenchFigures(date: ISO8601DateFormatter().string(from: Date()),
                     command: (["daybook-bench"] + CommandLine.arguments.dropFirst()).joined(separator: " "),
                     machine: BenchFigures.machine())
    }

    /// The application on a new SQLite file at `path` with `dataset` written into it (bcrypt's cheapest
    /// cost, so that logging in is quick), with how long the writing took; the caller shuts it down.
    static func application(at path: URL, with dataset: GeneratedDataset) async throws -> (Application, written: WriteGeneratedDataset.Written, seconds: Double) {
        try? FileManager.default.removeItem(at: path)
        var environment = Environment(name: "production", arguments: ["daybook"])
        environment.arguments = ["daybook"]
        let app = try await Application.make(environment)
        app.logger.logLevel = .warning
        do {
            var config = AppConfig()
            config.bcryptCost = 4
            try await Bench.wiring.configure(app, config: config, sqliteFile: path.path)
            try await app.setUpDatabase()
            let hash = try await app.password.async.hash(GeneratedDataset.password)
            let (written, seconds) = try await BenchMeasure.time { try await WriteGeneratedDataset(app.useCases)(dataset, passwordHash: hash) }
            return (app, written, seconds)
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
    }
}
