import ConsoleKit

/// `daybook cycle predict|backtest`: the cycle engine from the shell, without a server or database.
struct CycleCommand: AsyncCommandGroup {
    var help: String { TerminalWords.text("cli.help.cycle") }

    var commands: [String: any AnyAsyncCommand] {
        ["predict": CyclePredictCommand(), "backtest": CycleBacktestCommand()]
    }
}
