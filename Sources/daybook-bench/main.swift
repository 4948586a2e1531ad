import DaybookBench
import DaybookBootstrap
import DaybookServer
import Foundation
import Logging
import Vapor

/// The bench's database: the store, through the composition.
struct StoreWiring: BenchWiring {
    func configure(_ app: Application, config: AppConfig, sqliteFile path: String) async throws {
        try await Composition.configure(app, config: config, sqliteFile: path)
    }

    func configure(_ app: Application, config: AppConfig, environment: [String: String]) async throws {
        try await Composition.configure(app, config: config, environment: environment)
    }

    func dropSchema(_ schema: String, postgresURL url: String) async throws {
        try await Composition.dropSchema(schema, postgresURL: url)
    }
}

// `daybook-bench [--quick] [--out FILE] [--seed N] [--no-numpy]`: the whole suite (docs/benchmarks.md);
// `daybook-bench insights|import|apple-health|web|pages|streams …`: one part. Not part of the shipped `daybook`.
var env = try Environment.detect()
try LoggingSystem.bootstrap(from: &env)
// Options alone mean the suite: ConsoleKit would take `--quick` for the name of a command.
if let first = env.arguments.dropFirst().first, first.hasPrefix("-"), !["--help", "-h"].contains(first) {
    env.arguments.insert("suite", at: 1)
}
let app = try await Application.make(env)
do {
    try await Bench.run(app, wiring: StoreWiring())
} catch {
    FileHandle.standardError.write(Data("daybook-bench: \(error)\n".utf8))
    try? await app.asyncShutdown()
    exit(1)
}
try await app.asyncShutdown()
