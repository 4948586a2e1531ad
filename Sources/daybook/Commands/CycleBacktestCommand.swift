import ConsoleKit
import DaybookCore
import DaybookFixtures
import Foundation

/// Grades the prediction method on a seeded, generated population: mean absolute error of the
/// predicted start, how often the 80% interval held the actual start, and the interval's width,
/// next to a plain mean of past cycles.
struct CycleBacktestCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Option(name: "people", help: "How many generated histories (default 1000)")
        var people: Int?
        @Option(name: "cycles", help: "Cycles per history (default 24)")
        var cycles: Int?
        @Option(name: "seed", help: "Random seed (default 2026)")
        var seed: Int?
    }

    var help: String { "Backtest the cycle predictions over a generated population" }

    func run(using context: CommandContext, signature: Signature) async throws {
        let people = signature.people ?? 1_000
        let cycles = signature.cycles ?? 24
        let seed = UInt64(max(0, signature.seed ?? 2026))
        guard (1...100_000).contains(people), (3...200).contains(cycles) else {
            throw ValidationError(field: "--people/--cycles", "people must be 1–100000 and cycles 3–200")
        }
        context.console.print("Backtest: \(people) people × \(cycles) cycles, seed \(seed); each start predicted from the cycles before it")
        context.console.print("noise SD (days)  method      MAE    80% coverage  mean width   n")
        // Two populations: everyday variation (per-person SD 1–2 days, like real logged cycles) and a
        // very irregular one (SD 1–4); both with 3% outlier cycles.
        for noise in [1.0...2.0, 1.0...4.0] {
            let result = PopulationBacktest(people: people, cyclesPerPerson: cycles, seed: seed, noiseSD: noise)
            for (name, score) in [("ours", result.method), ("plain mean", result.baseline)] {
                context.console.print(String(format: "%-16@ %-10@ %5.2f  %11.1f%%  %9.2f  %6d",
                    "\(noise.lowerBound.formatted())–\(noise.upperBound.formatted())" as NSString, name as NSString,
                    score.mae ?? .nan, (score.coverage ?? .nan) * 100, score.meanWidth ?? .nan, score.n))
            }
        }
    }
}
