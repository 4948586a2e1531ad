import Vapor

/// `daybook bench …`: performance measurements of the real code, for BENCHMARKS.md.
/// `daybook bench [--quick …]` alone runs the whole suite.
struct BenchCommand: AsyncCommandGroup {
    var help: String { "Measure Daybook: the whole suite (no subcommand), or one part" }

    var defaultCommand: (any AnyAsyncCommand)? { BenchSuiteCommand() }

    var commands: [String: any AnyAsyncCommand] {
        ["insights": BenchInsightsCommand(), "import": BenchImportCommand(), "apple-health": BenchAppleHealthCommand(), "suite": BenchSuiteCommand()]
    }

    /// ConsoleKit takes `--quick` for a subcommand's name; options alone mean the suite.
    func run(using context: inout CommandContext) async throws {
        guard let first = context.input.arguments.first, !first.hasPrefix("-") else {
            return try await BenchSuiteCommand().run(using: &context)
        }
        guard let command = commands[first] else {
            throw CommandError.unknownCommand(first, available: commands.keys.sorted())
        }
        context.input.arguments.removeFirst()
        context.input.executablePath.append(first)
        try await command.run(using: &context)
    }
}
