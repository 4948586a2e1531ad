import ConsoleKit
import DaybookCore
import DaybookFixtures
import Foundation

/// Grades the prediction method on histories drawn from published cycle statistics: mean absolute
/// error of the predicted start, how often the 80% interval held the actual start, and the
/// interval's width, next to a plain mean of past cycles, each woman's median known in hindsight, the
/// best forecast a method could make from her past (told her own regularity) and her true mean (the floor);
/// then the predictions made once an ovulation is confirmed, next to ovulation + 14 and the calendar method.
struct CycleBacktestCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Option(name: "people", help: TerminalWords.text("cli.help.backtest.people"))
        var people: Int?
        @Option(name: "seed", help: TerminalWords.text("cli.help.backtest.seed"))
        var seed: Int?
    }

    var help: String { TerminalWords.text("cli.help.backtest") }

    func run(using context: CommandContext, signature: Signature) async throws {
        let people = signature.people ?? 3_000
        let seed = UInt64(max(0, signature.seed ?? 2026))
        guard (1...100_000).contains(people) else {
            throw ValidationError(field: "--people", .benchPeople)
        }
        context.console.print(TerminalWords.counted("cli.backtest.title", people, [
            "seed": String(seed), "cycles": String(PublishedBacktest.minimumHistory),
        ]))
        for (title, statistics) in [("cli.backtest.everyPeriod", PublishedCycleStatistics.regular),
                                    ("cli.backtest.loggingGaps", PublishedCycleStatistics.withLoggingGaps)] {
            let result = PublishedBacktest(people: people, seed: seed, statistics: statistics)
            context.console.print("")
            context.console.print(TerminalWords.counted("cli.backtest.predictions", result.method.n,
                                                        ["title": TerminalWords.text(title)]))
            // Only Daybook and the plain mean give an interval.
            let scores: [(String, BacktestScore?, hasInterval: Bool)] = [
                ("Daybook", result.method, true), (TerminalWords.text("cli.backtest.plainMean"), result.plainMean, true),
                (TerminalWords.text("cli.backtest.hindsightMedian"), result.hindsightMedian, false),
                (TerminalWords.text("cli.backtest.knownRegularity"), result.knownRegularity, false),
                (TerminalWords.text("cli.backtest.trueMean"), result.trueMean, false),
            ]
            let table = Table(names: scores.map(\.0))
            context.console.print(table.headings)
            for case let (name, score?, hasInterval) in scores {
                context.console.print(table.row(name, Self.days(score.mae),
                    hasInterval ? String(format: "%.1f%%", (score.coverage ?? .nan) * 100) : "—",
                    hasInterval ? Self.days(score.meanWidth) : "—"))
            }
            printAfterOvulation(result.afterOvulation, console: context.console)
        }
    }

    private func printAfterOvulation(_ result: AfterOvulationBacktest, console: any Console) {
        let groups = [(TerminalWords.text("cli.backtest.allCharted"), result.all),
                      (TerminalWords.text("cli.backtest.firstOvulation"), result.firstOvulation),
                      (TerminalWords.text("cli.backtest.ownLuteal", ["from": String(AfterOvulationBacktest.ownHistoryFrom)]),
                       result.ownHistory)]
        for (title, scores) in groups {
            console.print("")
            console.print(TerminalWords.counted("cli.backtest.afterOvulation", scores.daybook.n, [
                "days": String(AfterOvulationBacktest.confirmationDelay), "title": title,
            ]))
            let rows: [(String, BacktestScore)] = [
                ("Daybook", scores.daybook), (TerminalWords.text("cli.backtest.previous"), scores.previous),
                (TerminalWords.text("cli.backtest.fourteenDays"), scores.fourteenDays),
                (TerminalWords.text("cli.backtest.calendar"), scores.calendar),
                (TerminalWords.text("cli.backtest.trueLuteal"), scores.trueMean),
            ]
            let table = Table(names: rows.map(\.0))
            console.print(table.headings)
            for (name, score) in rows {
                console.print(table.row(name, Self.days(score.mae), String(format: "%.1f%%", (score.coverage ?? .nan) * 100),
                                       Self.days(score.meanWidth)))
            }
        }
        if result.notPredicted > 0 {
            console.print(TerminalWords.counted("cli.backtest.notPredicted", result.notPredicted))
        }
    }

    private static func days(_ value: Double?) -> String {
        value.map { String(format: "%.2f", $0) } ?? "—"
    }

}

/// One table of scores: the method's name, then three right-aligned columns. English's widths are 21
/// and 10; a language whose names or headings are longer widens its columns rather than cutting them.
/// The numbers stay written with a point, for whoever reads them into a program.
private struct Table {
    let nameWidth: Int
    let columnWidth: Int
    let headings: String

    init(names: [String]) {
        let method = TerminalWords.text("cli.backtest.method")
        let columns = ["MAE", TerminalWords.text("cli.backtest.holds"), TerminalWords.text("cli.backtest.width")]
        nameWidth = max(21, (names + [method]).map(\.count).max().map { $0 + 2 } ?? 0)
        columnWidth = max(10, (columns.map(\.count).max() ?? 0) + 1)
        headings = Self.line(method, columns, nameWidth, columnWidth)
    }

    func row(_ name: String, _ mae: String, _ coverage: String, _ width: String) -> String {
        Self.line(name, [mae, coverage, width], nameWidth, columnWidth)
    }

    private static func line(_ name: String, _ columns: [String], _ nameWidth: Int, _ columnWidth: Int) -> String {
        name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
            + columns.map { String(repeating: " ", count: max(0, columnWidth - $0.count)) + $0 }.joined()
    }
}
