import DaybookServer
import Vapor

/// `daybook serve [--demo] [--hostname H] [--port P] …`: claims a SQLite file for this one server
/// (`SQLiteServeLock`: a second server on the file stops with a message), readies and migrates the database, creates
/// the demo account with `--demo` (when it is missing), starts the background services, raises the
/// soft limit on open files to the hard one (`OpenFileLimit`), then serves HTTP through Vapor's own
/// `serve` until stopped. This is the only command that starts background services; they stop when
/// the application shuts down.
struct ServeCommand: AnyAsyncCommand {
    /// Vapor's `serve`, which parses the listening options and runs the HTTP server.
    let http: any AnyAsyncCommand

    var help: String { TerminalWords.text("cli.help.serve") }

    func run(using context: inout CommandContext) async throws {
        let demo = context.input.arguments.contains("--demo")
        context.input.arguments.removeAll { $0 == "--demo" }
        let app = context.application
        try app.claimDatabaseForServing()
        try await app.setUpDatabase()
        if demo {
            try await DemoAccount.create(on: app, seed: 2026, replace: false)
            context.console.print(TerminalWords.demoAccount)
        }
        await app.startBackgroundServices()
        if let files = OpenFileLimit.raiseToHardLimit(), files.after > files.before {
            app.logger.info("Open files: soft limit raised from \(files.before) to \(files.after) (connections and live streams)")
        }
        try await http.run(using: &context)
    }

    func outputHelp(using context: inout CommandContext) throws {
        try http.outputHelp(using: &context)
        // Laid out as ConsoleKit lists a command's flags (names right-aligned, Vapor's longest is `unix-socket`).
        context.console.print()
        context.console.output("Flags:".consoleText(.success))
        context.console.output("         demo ".consoleText(.info)
            + TerminalWords.text("cli.help.serve.demo", ["email": DemoAccount.email]).consoleText())
    }
}
