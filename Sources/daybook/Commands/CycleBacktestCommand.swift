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
        @Option(name: "people", help: "How many simulated women per population (default 3000)")
        var people: Int?
        @Option(name: "seed", help: "Random seed (default 2026)")
        var seed: Int?
    }

    var help: String { "Backtest the cycle predictions on populations drawn from published cycle statistics" }

    func run(using context: CommandContext, signature: Signature) async throws {
        let people = signature.people ?? 3_000
        let seed = UInt64(max(0, signature.seed ?? 2026))
        guard (1...100_000).contains(people) else {
            throw ValidationError(field: "--people", .benchPeople)
        }
        context.console.print("Backtest: \(people) simulated women per population (seed \(seed)); each start predicted "
            + "from the \(PublishedBacktest.minimumHistory) or more cycles before it")
        for (title, statistics) in [("every period logged", PublishedCycleStatistics.regular),
                                    ("with logging gaps", PublishedCycleStatistics.withLoggingGaps)] {
            let result = PublishedBacktest(people: people, seed: seed, statistics: statistics)
            context.console.print("")
            context.console.print("\(title) (\(result.method.n) predictions)")
            context.console.print(Self.row("method", "MAE", "80% holds", "width"))
            let scores: [(String, BacktestScore?)] = [
                ("Daybook", result.method), ("plain mean", result.plainMean), ("median in hindsight", result.hindsightMedian),
                ("knows her SD (best)", result.knownRegularity), ("true mean (floor)", result.trueMean),
            ]
            for case let (name, score?) in scores {
                let hasInterval = name == "Daybook" || name == "plain mean"
                context.console.print(Self.row(name, Self.days(score.mae),
                    hasInterval ? String(format: "%.1f%%", (score.coverage ?? .nan) * 100) : "—",
                    hasInterval ? Self.days(score.meanWidth) : "—"))
            }
            printAfterOvulation(result.afterOvulation, console: context.console)
        }
    }

    private func printAfterOvulation(_ result: AfterOvulationBacktest, console: any Console) {
        let groups = [("all charted cycles", result.all), ("first confirmed ovulation", result.firstOvulation),
                      ("\(AfterOvulationBacktest.ownHistoryFrom)+ own luteal lengths", result.ownHistory)]
        for (title, scores) in groups {
            console.print("")
            console.print("after a confirmed ovulation, predicted \(AfterOvulationBacktest.confirmationDelay) days after it: "
                + "\(title) (\(scores.daybook.n) predictions)")
            console.print(Self.row("method", "MAE", "80% holds", "width"))
            let rows: [(String, BacktestScore)] = [
                ("Daybook", scores.daybook), ("before this change", scores.previous), ("ovulation + 14", scores.fourteenDays),
                ("calendar method", scores.calendar), ("true luteal (floor)", scores.trueMean),
            ]
            for (name, score) in rows {
                console.print(Self.row(name, Self.days(score.mae), String(format: "%.1f%%", (score.coverage ?? .nan) * 100),
                                       Self.days(score.meanWidth)))
            }
        }
        if result.notPredicted > 0 {
            console.print("\(result.notPredicted) starts came before their ovulation was confirmed and were not predicted this way")
        }
    }

    private static func days(_ value: Double?) -> String {
        value.map { String(format: "%.2f", $0) } ?? "—"
    }

    private static func row(_ name: String, _ mae: String, _ coverage: String, _ width: String) -> String {
        name.padding(toLength: 21, withPad: " ", startingAt: 0)
            + [mae, coverage, width].map { String(repeating: " ", count: max(0, 10 - $0.count)) + $0 }.joined()
    }
}
