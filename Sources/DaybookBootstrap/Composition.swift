import DaybookApp
import DaybookServer
import DaybookStore
import Foundation
import Logging
import NIOPosix
import Vapor

/// Where Daybook is put together: the one place that opens the store behind the application's ports
/// and hands it to the server and the commands. Only the executables' `main.swift` call it.
public enum Composition {
    /// Configures `app` (`DaybookServer.configure`) on the database `settings` name.
    public static func configure(_ app: Application, config: AppConfig, database settings: DatabaseSettings,
                                 clock: AppClock = .system) async throws {
        try await DaybookServer.configure(app, config: config, clock: clock) { app in
            try FluentJournalDatabase(settings, threadPool: app.threadPool, eventLoopGroup: app.eventLoopGroup, logger: app.logger)
        }
    }

    /// As `configure(_:config:database:clock:)`, on the database the environment names.
    public static func configure(_ app: Application, config: AppConfig, environment: [String: String],
                                 clock: AppClock = .system) async throws {
        try await configure(app, config: config, database: try DatabaseSettings.fromEnvironment(environment), clock: clock)
    }

    /// As `configure(_:config:database:clock:)`, on the SQLite file at `path`.
    public static func configure(_ app: Application, config: AppConfig, sqliteFile path: String, clock: AppClock = .system) async throws {
        try await configure(app, config: config, database: DatabaseSettings(location: .sqliteFile(path: path)), clock: clock)
    }

    /// As `configure(_:config:database:clock:)`, on a SQLite database in memory (the fuzzing harnesses').
    public static func configureInMemory(_ app: Application, config: AppConfig, clock: AppClock = .system) async throws {
        try await configure(app, config: config, database: DatabaseSettings(location: .sqliteMemory, connectionsPerEventLoop: 1),
                            clock: clock)
    }

    /// Drops the PostgreSQL schema `schema` at `url`, with everything in it.
    public static func dropSchema(_ schema: String, postgresURL url: String) async throws {
        let threadPool = NIOThreadPool(numberOfThreads: 1)
        threadPool.start()
        let database = try FluentJournalDatabase(
            DatabaseSettings(location: try DatabaseLocation(url: url), schema: schema, connectionsPerEventLoop: 1),
            threadPool: threadPool, eventLoopGroup: MultiThreadedEventLoopGroup.singleton, logger: Logger(label: "daybook"))
        do {
            try await database.dropSchema()
        } catch {
            await database.shutdown()
            try? await threadPool.shutdownGracefully()
            throw error
        }
        await database.shutdown()
        try await threadPool.shutdownGracefully()
    }
}
