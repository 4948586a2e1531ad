import DaybookServer
import Vapor

/// `daybook migrate [--revert] [--yes]`: readies the database, shows the migrations not applied yet
/// (or, with `--revert`, those of the last batch) and applies (or reverts) them once confirmed.
/// `serve` migrates by itself; this is for deployments that migrate as a step of their own.
struct MigrateCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Flag(name: "revert", help: TerminalWords.text("cli.help.migrate.revert"))
        var revert: Bool

        init() {}
    }

    var help: String { TerminalWords.text("cli.help.migrate") }

    func run(using context: CommandContext, signature: Signature) async throws {
        let database = context.application.journalDatabase
        try await context.application.prepareDatabase()
        let names = signature.revert ? try await database.lastMigrationBatch() : try await database.pendingMigrations()
        guard !names.isEmpty else {
            context.console.print(TerminalWords.text(signature.revert ? "cli.migrate.noneToRevert" : "cli.migrate.none"))
            return
        }
        // The heading names no number, so it needs only "one" and "several" ("migration(s)" in English).
        let heading = signature.revert ? "cli.migrate.willRevert" : "cli.migrate.willApply"
        context.console.print(TerminalWords.text(names.count == 1 ? heading + "One" : heading))
        for name in names {
            context.console.output((signature.revert ? "- " : "+ ") + name.consoleText(color: signature.revert ? .red : .green))
        }
        guard context.console.confirm(TerminalWords.text("cli.migrate.confirm").consoleText(.warning)) else {
            context.console.warning(TerminalWords.text("cli.migrate.cancelled"))
            return
        }
        if signature.revert {
            try await database.revertLastBatch()
        } else {
            try await database.migrate()
        }
        context.console.print(TerminalWords.text("cli.migrate.done"))
    }
}
