import Foundation
import Vapor

/// `daybook-bench web [--runs N]`: only the web pages on the demo account, as a table.
struct BenchWebCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Option(name: "runs", help: "Requests per page (default 50)")
        var runs: Int?
        @Option(name: "only", help: "Time only the pages whose path starts with this (for a profile of one page)")
        var only: String?
    }

    var help: String { "Time every web page on the demo account (in process, as the whole suite does)" }

    func run(using context: CommandContext, signature: Signature) async throws {
        let folder = try BenchSetting.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var figures = BenchSetting.figures()
        try await BenchWebPages.run(runs: max(1, signature.runs ?? 50), only: signature.only, folder: folder, into: &figures) { line in
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
        context.console.print(figures.table)
    }
}
