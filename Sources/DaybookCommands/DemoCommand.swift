import DaybookServer
import Vapor

/// `daybook demo`: creates the demo account with two years of data and prints its log-in.
struct DemoCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Option(name: "seed", help: TerminalWords.text("cli.help.demo.seed"))
        var seed: Int?
        @Flag(name: "replace", help: TerminalWords.text("cli.help.demo.replace"))
        var replace: Bool
    }

    var help: String { TerminalWords.text("cli.help.demo", ["email": DemoAccount.email]) }

    func run(using context: CommandContext, signature: Signature) async throws {
        let app = context.application
        try await app.setUpDatabase()
        let created = try await DemoAccount.create(on: app, seed: UInt64(max(0, signature.seed ?? 2026)), replace: signature.replace)
        if !created {
            context.console.print(TerminalWords.text("cli.demo.exists"))
        }
        context.console.print(TerminalWords.demoAccount)
    }
}
