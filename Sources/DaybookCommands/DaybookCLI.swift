import DaybookServer
import Foundation
import Logging
import Vapor

/// The `daybook` command line: `serve`, `migrate`, `user`, `demo`, `generate`, `import`, `cycle`.
public enum DaybookCLI {
    /// Configures an application on its database: given by `main.swift`, the one place that sees the store.
    public typealias Configure = @Sendable (Application, AppConfig, [String: String]) async throws -> Void

    /// Runs the command `arguments` name, then exits the process.
    public static func run(_ arguments: [String], configure: Configure) async throws -> Never {
        var arguments = arguments
        // `daybook` alone serves.
        if arguments.count == 1 {
            arguments.append("serve")
        }
        // `serve` migrates by itself, after readying the database; `--auto-migrate`, which older scripts pass,
        // is left out.
        if arguments.count > 1, arguments[1] == "serve" {
            arguments.removeAll { $0 == "--auto-migrate" }
        }
        arguments = ServeLogLevel.arguments(arguments, logLevelVariable: ProcessInfo.processInfo.environment["LOG_LEVEL"])

        // The cycle engine's commands need no server and no database.
        if arguments.count > 1, arguments[1] == "cycle" {
            let console = SpeakingConsole(Terminal(), words: TerminalWords.current)
            do {
                try await console.run(CycleCommand(), input: CommandInput(arguments: Array(arguments.dropFirst())))
                exit(0)
            } catch {
                FileHandle.standardError.write(Data("daybook cycle: \(TerminalWords.message(of: error))\n".utf8))
                exit(1)
            }
        }

        var env = try Environment.detect(arguments: arguments)
        try LoggingSystem.bootstrap(from: &env)
        let app = try await Application.make(env)
        do {
            let config = try AppConfig.fromEnvironment(ProcessInfo.processInfo.environment)
            // Registers only: no database is opened and nothing starts until a command asks.
            try await configure(app, config, ProcessInfo.processInfo.environment)
            guard let http = app.asyncCommands.commands["serve"] else { fatalError("Vapor registers `serve`") }
            app.asyncCommands.use(ServeCommand(http: http), as: "serve", isDefault: true)
            app.asyncCommands.use(SpeakingCommand(command: MigrateCommand()), as: "migrate")
            app.asyncCommands.use(SpeakingCommand(command: UserCommand()), as: "user")
            app.asyncCommands.use(SpeakingCommand(command: DemoCommand()), as: "demo")
            app.asyncCommands.use(SpeakingCommand(command: GenerateCommand()), as: "generate")
            app.asyncCommands.use(SpeakingCommand(command: ImportCommand(words: TerminalWords.current)), as: "import")
            if let routes = app.asyncCommands.commands["routes"] {
                app.asyncCommands.use(SpeakingCommand(command: routes, help: TerminalWords.text("cli.help.routes")), as: "routes")
            }
            app.console = SpeakingConsole(app.console, words: TerminalWords.current)
            try await app.execute()
        } catch {
            // Scripts read standard error and the exit status; a person reads it in the terminal's language.
            FileHandle.standardError.write(Data("daybook: \(TerminalWords.message(of: error))\n".utf8))
            try? await app.asyncShutdown()
            exit(1)
        }
        try await app.asyncShutdown()
        exit(0)
    }
}
