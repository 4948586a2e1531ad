import Foundation
import Vapor

/// `daybook-bench pages [--years N] [--runs N]`: only the pages over a generated journal (calendar
/// months, days, the glucose report endpoint and the printable glucose report), as a table.
struct BenchPagesCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Option(name: "years", help: "Years of generated journal (default 10)")
        var years: Int?
        @Option(name: "runs", help: "Months and days requested (default 200; the reports a tenth of it)")
        var runs: Int?
        @Option(name: "seed", help: "Seed of the generator (default 2026)")
        var seed: Int?
    }

    var help: String { "Time the pages over a generated journal (in process, as the whole suite does)" }

    func run(using context: CommandContext, signature: Signature) async throws {
        let folder = try BenchSetting.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var figures = BenchSetting.figures()
        _ = try await BenchPages.run(years: max(1, signature.years ?? 10), runs: max(1, signature.runs ?? 200), seed: signature.seed ?? 2026,
                                     numpy: false, folder: folder, into: &figures) { line in
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
        context.console.print(figures.table)
    }
}
