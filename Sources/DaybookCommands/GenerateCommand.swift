import DaybookApp
import DaybookCore
import DaybookFixtures
import DaybookServer
import Vapor

/// `daybook generate --users N --years Y [--seed S] [--glucose-per-user G]`: fills the configured
/// database with generated accounts (`user1@generated.daybook.local` …, one shared password) and
/// years of journal each, seeded and reproducible. For trying Daybook at scale and for load tests.
struct GenerateCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Option(name: "users", help: TerminalWords.text("cli.help.generate.users"))
        var users: Int?
        @Option(name: "years", help: TerminalWords.text("cli.help.generate.years"))
        var years: Int?
        @Option(name: "seed", help: TerminalWords.text("cli.help.generate.seed"))
        var seed: Int?
        @Option(name: "glucose-per-user", help: TerminalWords.text("cli.help.generate.glucosePerUser"))
        var glucosePerUser: Int?
        @Option(name: "today", help: TerminalWords.text("cli.help.generate.today"))
        var today: String?
    }

    var help: String { TerminalWords.text("cli.help.generate") }

    func run(using context: CommandContext, signature: Signature) async throws {
        let app = context.application
        try await app.setUpDatabase()
        let today = try signature.today.map { try LocalDate(parsing: $0, field: "--today") } ?? LocalDate(Date(), in: .gmt)
        let dataset = GeneratedDataset(users: signature.users ?? 1, years: signature.years ?? 1,
                                       seed: UInt64(max(0, signature.seed ?? 2026)),
                                       glucosePerUser: signature.glucosePerUser, today: today)
        let began = ContinuousClock.now
        let hash = try await app.password.async.hash(GeneratedDataset.password)
        let written = try await WriteGeneratedDataset(app.useCases)(dataset, passwordHash: hash)
        let elapsed = (ContinuousClock.now - began).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        let words = TerminalWords.current
        context.console.print(words.fill("cli.generate.done", [
            "accounts": words.counted("cli.generate.accounts", written.userIDs.count),
            "glucose": words.counted("cli.generate.glucose", written.glucose),
            "others": words.counted("cli.generate.others", written.otherEntries),
            "seconds": NumberText.fixed(seconds, language: words.language, decimals: 1),
        ]))
        context.console.print(words.fill("cli.generate.logIn", [
            "first": dataset.email(of: 0), "last": dataset.email(of: max(0, dataset.users - 1)),
            "password": GeneratedDataset.password,
        ]))
    }
}
