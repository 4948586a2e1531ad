import DaybookServer
import Vapor

/// `daybook migrate [--revert] [--yes]`: readies the database, shows the migrations not applied yet
/// (or, with `--revert`, those of the last batch) and applies (or reverts) them once confirmed.
/// `serve` migrates by itself; this is for deployments that migrate as a step of their own.
struct MigrateCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Flag(name: "revert", help: "Revert the last batch of migrations instead")
        var revert: Bool

        init() {}
    }

    var help: String { "Apply the database migrations not applied yet (--revert: undo the last batch)" }

    func run(using context: CommandContext, signature: Signature) async throws {
        let database = context.application.journalDatabase
        try await context.application.prepareDatabase()
        let names = signature.revert ? try await database.lastMigrationBatch() : try await database.pendingMigrations()
        guard !names.isEmpty else {
            context.console.print(signature.revert ? "No migrations to revert." : "No new migrations.")
            return
        }
        context.console.print("The following migration(s) will be \(signature.revert ? "reverted" : "prepared"):")
        for name in names {
            context.console.output((signature.revert ? "- " : "+ ") + name.consoleText(color: signature.revert ? .red : .green))
        }
        guard context.console.confirm("Would you like to continue?".consoleText(.warning)) else {
            context.console.warning("Migration cancelled")
            return
        }
        if signature.revert {
            try await database.revertLastBatch()
        } else {
            try await database.migrate()
        }
        context.console.print("Migration successful")
    }
}
