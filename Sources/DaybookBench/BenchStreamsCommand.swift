import Foundation
import Vapor

/// `daybook-bench streams [--streams N] [--writes N] [--accounts N]`: only the live events at scale, as a table.
struct BenchStreamsCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Option(name: "streams", help: "Open event streams held at once (default 1000)")
        var streams: Int?
        @Option(name: "writes", help: "Writes fanned out, one after the other (default 20)")
        var writes: Int?
        @Option(name: "accounts", help: "Accounts the streams are spread over (default: a tenth of the streams)")
        var accounts: Int?
    }

    var help: String { "Hold many live event streams on the real server: memory per stream, fan-out latency" }

    func run(using context: CommandContext, signature: Signature) async throws {
        let folder = try BenchSetting.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var figures = BenchSetting.figures()
        try await BenchStreams.run(streams: signature.streams ?? 1_000, writes: signature.writes ?? 20, accounts: signature.accounts,
                                   folder: folder, client: context.application.client, into: &figures) { line in
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
        context.console.print(figures.table)
    }
}
