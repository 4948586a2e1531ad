import ConsoleKit

/// `daybook cycle predict|backtest`: the cycle engine from the shell, without a server or database.
struct CycleCommand: AsyncCommandGroup {
    var help: String { "Predict periods from a history on standard input, or grade the method on generated histories" }

    var commands: [String: any AnyAsyncCommand] {
        ["predict": CyclePredictCommand(), "backtest": CycleBacktestCommand()]
    }
}
