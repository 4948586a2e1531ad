import DaybookApp
import DaybookCore
import DaybookFormats
import Foundation
import Vapor

/// `daybook import FILE --user EMAIL [--format …] [--dry-run] [--moods label=MOOD,…]`: reads another
/// app's export into a user's journal, or Daybook's own export into an account, all or nothing;
/// re-importing a file adds nothing twice.
struct ImportCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Argument(name: "file", help: "The exported file")
        var file: String
        @Option(name: "user", help: "Email of the account to import into")
        var user: String?
        @Option(name: "format", help: "apple-health, drip, track-and-graph, daylio, nightscout, health-auto-export, clue, flo or daybook (Daybook's own export) (default: recognised from the file)")
        var format: String?
        @Flag(name: "dry-run", help: "Count what would be added per kind, and add nothing")
        var dryRun: Bool
        @Option(name: "moods", help: "Daylio mood labels beyond rad/good/meh/bad/awful, e.g. \"sleepy=IDK,great=GREAT\"")
        var moods: String?
    }

    /// The terminal's language, for the errors a person meets when an import fails.
    let words: Catalogue

    var help: String { "Import another app's export (Apple Health, drip, Track & Graph, Daylio, Nightscout, …) or Daybook's own" }

    func run(using context: CommandContext, signature: Signature) async throws {
        let app = context.application
        try await app.setUpDatabase()
        guard let email = signature.user else {
            throw ImportCommandError(english ? "--user EMAIL is required" : "--user EMAIL: " + Problem(.required).text(in: words))
        }
        guard let user = try await Accounts(app.useCases).find(email: email) else {
            throw ImportCommandError("no account \(email)")
        }
        let url = URL(fileURLWithPath: signature.file)
        let console = context.console
        // The bar names the file given (an Apple Health zip is unpacked to a temporary file first) and
        // shows the share of it read, with the rows so far.
        let title = "Importing \(url.lastPathComponent)"
        let indicator = console.progressBar(title: title)
        let request = ImportFile.Request(file: url, format: signature.format, daylioMoods: try moods(signature.moods),
                                         dryRun: signature.dryRun) { progress in
            indicator.activity.currentProgress = progress.fraction
            indicator.activity.title = "\(title): \(progress.items) rows"
        }
        let person = user.person
        indicator.start()
        let summary: ImportSummary
        do {
            summary = try await ImportFile(app.useCases)(request, for: person).summary
            indicator.succeed()
        } catch {
            indicator.fail()
            switch error {
            case let error as ImportError: throw ImportCommandError(nothingImported(error))
            case ImportFileError.unknownFormat(let name): throw ImportCommandError("unknown format \(name); use one of \(ImportFileError.formatNames)")
            case ImportFileError.unrecognised: throw ImportCommandError("the file's format is not recognised; give it with --format")
            default: throw error
            }
        }
        console.print(signature.dryRun ? "Dry run: this would add" : "Added")
        for kind in ImportKind.allCases {
            if let count = summary.added[kind] { console.print("  \(kind.rawValue): \(count)") }
        }
        console.print("  already there: \(summary.duplicates)")
        for (type, count) in summary.skipped.sorted(by: { $0.key < $1.key }) {
            console.print("  skipped \(type): \(count)")
        }
    }

    private func moods(_ text: String?) throws -> DaylioMoodMapping {
        do {
            return try DaylioMoodMapping.parsing(text ?? "", field: "--moods")
        } catch {
            throw ImportCommandError("--moods " + (english ? error.message : error.problem.text(in: words)))
        }
    }

    private var english: Bool { words.language == .en }

    /// "nothing was imported. line 12, field value: …" in the terminal's language.
    private func nothingImported(_ error: ImportError) -> String {
        if english { return "nothing was imported. \(error)" }
        var place: [String] = []
        if let line = error.line { place.append(words.fill("importLine", ["line": String(line)])) }
        if let field = error.field { place.append(field) }
        let message = error.message(in: words)
        return words.fill("importNothing") + " " + (place.isEmpty ? message : place.joined(separator: ", ") + ": " + message)
    }
}

/// A message for the person at the terminal.
struct ImportCommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
