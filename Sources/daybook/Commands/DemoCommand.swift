import DaybookServer
import Vapor

/// `daybook demo`: creates the demo account with two years of data and prints its log-in.
struct DemoCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Option(name: "seed", help: "Random seed of the generated journal (default 2026)")
        var seed: Int?
        @Flag(name: "replace", help: "Delete an existing demo account and create it anew")
        var replace: Bool
    }

    var help: String { "Create the demo account (\(DemoAccount.email)) full of realistic data" }

    func run(using context: CommandContext, signature: Signature) async throws {
        let app = context.application
        try await app.setUpDatabase()
        let created = try await DemoAccount.create(on: app, seed: UInt64(max(0, signature.seed ?? 2026)), replace: signature.replace)
        if !created {
            context.console.print("The demo account exists already; --replace creates it anew.")
        }
        DemoAccount.announce(on: context.console)
    }
}
