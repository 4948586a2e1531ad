import DaybookServer
import Foundation
import Logging
import Vapor

// `daybook serve` migrates the database before it starts, so a fresh clone needs nothing else.
var arguments = CommandLine.arguments
if arguments.count == 1 {
    arguments.append("serve")
}
if arguments.count > 1, arguments[1] == "serve", !arguments.contains("--auto-migrate") {
    arguments.append("--auto-migrate")
}
arguments = ServeLogLevel.arguments(arguments, logLevelVariable: ProcessInfo.processInfo.environment["LOG_LEVEL"])
// `serve --demo` also creates the demo account when it is missing.
let serveDemo = arguments.count > 1 && arguments[1] == "serve" && arguments.contains("--demo")
arguments.removeAll { $0 == "--demo" }

// The cycle engine's commands need no server and no database.
if arguments.count > 1, arguments[1] == "cycle" {
    let console = Terminal()
    do {
        try await console.run(CycleCommand(), input: CommandInput(arguments: Array(arguments.dropFirst())))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("daybook cycle: \(error)\n".utf8))
        exit(1)
    }
}

// Help reads no database: asked for it, nothing is opened (and no `daybook.sqlite` appears).
let wantsHelp = arguments.contains("--help") || arguments.contains("-h")
var env = try Environment.detect(arguments: arguments)
try LoggingSystem.bootstrap(from: &env)
let app = try await Application.make(env)
do {
    var config = try AppConfig.fromEnvironment(ProcessInfo.processInfo.environment)
    // Only `serve` starts the background services; other commands change data and leave.
    config.backgroundWork = arguments.count > 1 && arguments[1] == "serve" && !wantsHelp ? .services : .none
    if wantsHelp { config.database = .sqliteMemory }
    try await configure(app, config: config)
    app.asyncCommands.use(UserCommand(), as: "user")
    app.asyncCommands.use(BenchCommand(), as: "bench")
    app.asyncCommands.use(DemoCommand(), as: "demo")
    app.asyncCommands.use(GenerateCommand(), as: "generate")
    app.asyncCommands.use(ImportCommand(), as: "import")
    if serveDemo {
        // Booting runs the migrations (`serve` has --auto-migrate); the demo needs the tables.
        try await app.asyncBoot()
        try await DemoAccount.create(on: app, seed: 2026, replace: false)
        DemoAccount.announce(on: app.console)
    }
    try await app.execute()
} catch {
    // The console has shown the error; scripts read standard error and the exit status.
    FileHandle.standardError.write(Data("daybook: \(error)\n".utf8))
    try? await app.asyncShutdown()
    exit(1)
}
try await app.asyncShutdown()
