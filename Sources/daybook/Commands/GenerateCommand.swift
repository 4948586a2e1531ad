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
        @Option(name: "users", help: "How many accounts (default 1)")
        var users: Int?
        @Option(name: "years", help: "Years of journal per account (default 1)")
        var years: Int?
        @Option(name: "seed", help: "Random seed (default 2026); the same seed gives the same data")
        var seed: Int?
        @Option(name: "glucose-per-user", help: "5-minute CGM readings per account (default: the whole span, ~105k a year)")
        var glucosePerUser: Int?
        @Option(name: "today", help: "The last day of every journal, YYYY-MM-DD (default: today in UTC)")
        var today: String?
    }

    var help: String { "Generate accounts full of journal data (benchmarks, load tests)" }

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
        context.console.print("Generated \(written.userIDs.count) accounts, \(written.glucose) glucose readings and "
            + "\(written.otherEntries) other entries in \(String(format: "%.1f", seconds)) s.")
        context.console.print("Log in as \(dataset.email(of: 0)) … \(dataset.email(of: max(0, dataset.users - 1))), password \(GeneratedDataset.password)")
    }
}
