import DaybookServer
import Foundation
import Vapor

/// How the bench reaches a database: given by `daybook-bench`'s `main.swift`, the one place that sees
/// the store, for the length of the run.
public protocol BenchWiring: Sendable {
    /// Configures `app` on the SQLite file at `path`.
    func configure(_ app: Application, config: AppConfig, sqliteFile path: String) async throws
    /// Configures `app` on the database the environment names.
    func configure(_ app: Application, config: AppConfig, environment: [String: String]) async throws
    /// Drops the PostgreSQL schema `schema` at `url`, with everything in it.
    func dropSchema(_ schema: String, postgresURL url: String) async throws
}

public enum Bench {
    /// The run's wiring (`run(_:wiring:)` sets it).
    @TaskLocal static var wiring: any BenchWiring = Unwired()

    /// Runs the bench's commands on `app` with `wiring`.
    public static func run(_ app: Application, wiring: any BenchWiring) async throws {
        app.asyncCommands.commands = [
            "suite": BenchSuiteCommand(),
            "insights": BenchInsightsCommand(),
            "import": BenchImportCommand(),
            "apple-health": BenchAppleHealthCommand(),
            "web": BenchWebCommand(),
            "pages": BenchPagesCommand(),
            "streams": BenchStreamsCommand(),
        ]
        app.asyncCommands.defaultCommand = BenchSuiteCommand()
        try await $wiring.withValue(wiring) { try await app.execute() }
    }

    private struct Unwired: BenchWiring {
        struct NotWired: Error, CustomStringConvertible {
            var description: String { "The bench was run without a database (Bench.run gives it one)" }
        }

        func configure(_ app: Application, config: AppConfig, sqliteFile path: String) async throws { throw NotWired() }
        func configure(_ app: Application, config: AppConfig, environment: [String: String]) async throws { throw NotWired() }
        func dropSchema(_ schema: String, postgresURL url: String) async throws { throw NotWired() }
    }
}
