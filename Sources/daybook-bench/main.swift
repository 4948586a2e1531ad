import Foundation
import Logging
import Vapor

// `daybook-bench [--quick] [--out FILE] [--seed N] [--no-numpy]`: the whole suite (docs/benchmarks.md);
// `daybook-bench insights|import|apple-health|web|pages|streams …`: one part. Not part of the shipped `daybook`.
var env = try Environment.detect()
try LoggingSystem.bootstrap(from: &env)
// Options alone mean the suite: ConsoleKit would take `--quick` for the name of a command.
if let first = env.arguments.dropFirst().first, first.hasPrefix("-"), !["--help", "-h"].contains(first) {
    env.arguments.insert("suite", at: 1)
}
let app = try await Application.make(env)
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
do {
    try await app.execute()
} catch {
    FileHandle.standardError.write(Data("daybook-bench: \(error)\n".utf8))
    try? await app.asyncShutdown()
    exit(1)
}
try await app.asyncShutdown()
