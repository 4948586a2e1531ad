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
        @Argument(name: "file", help: TerminalWords.text("cli.help.import.file"))
        var file: String
        @Option(name: "user", help: TerminalWords.text("cli.help.import.user"))
        var user: String?
        @Option(name: "format", help: TerminalWords.text("cli.help.import.format"))
        var format: String?
        @Flag(name: "dry-run", help: TerminalWords.text("cli.help.import.dryRun"))
        var dryRun: Bool
        @Option(name: "moods", help: TerminalWords.text("cli.help.import.moods"))
        var moods: String?
    }

    /// The terminal's language, for what a person reads of an import.
    let words: Catalogue

    var help: String { words.fill("cli.help.import") }

    func run(using context: CommandContext, signature: Signature) async throws {
        let app = context.application
        try await app.setUpDatabase()
        guard let email = signature.user else {
            throw TerminalError(saying: words.fill("cli.import.userRequired"))
        }
        guard let user = try await Accounts(app.useCases).find(email: email) else {
            throw TerminalError(saying: words.fill("cli.import.noAccount", ["email": email]))
        }
        let url = URL(fileURLWithPath: signature.file)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw TerminalError(saying: words.fill("cli.import.noFile", ["file": signature.file]))
        }
        let console = context.console
        // The bar names the file given (an Apple Health zip is unpacked to a temporary file first) and
        // shows the share of it read, with the rows so far.
        let title = words.fill("cli.import.progress", ["file": url.lastPathComponent])
        let indicator = console.progressBar(title: title)
        let request = ImportFile.Request(file: url, format: signature.format, daylioMoods: try moods(signature.moods),
                                         dryRun: signature.dryRun) { progress in
            indicator.activity.currentProgress = progress.fraction
            indicator.activity.title = words.counted("cli.import.rows", progress.items, ["title": title])
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
            case let error as ImportError: throw TerminalError(saying: nothingImported(error))
            case ImportFileError.unknownFormat(let name):
                throw TerminalError(saying: words.fill("cli.import.unknownFormat", ["name": name, "names": ImportFileError.formatNames]))
            case ImportFileError.unrecognised: throw TerminalError(saying: words.fill("cli.import.unrecognised"))
            default: throw error
            }
        }
        console.print(words.fill(signature.dryRun ? "cli.import.wouldAdd" : "importAdded"))
        for line in english ? englishSummary(summary) : summaryInWords(summary) { console.print("  " + line) }
    }

    private func moods(_ text: String?) throws -> DaylioMoodMapping {
        do {
            return try DaylioMoodMapping.parsing(text ?? "", field: "--moods")
        } catch {
            throw TerminalError(saying: "--moods " + (english ? error.message : error.problem.text(in: words)))
        }
    }

    /// "glucose: 12", "already there: 3", "skipped HKWorkout: 2": English as scripts have read it.
    private func englishSummary(_ summary: ImportSummary) -> [String] {
        ImportKind.allCases.compactMap { kind in summary.added[kind].map { "\(kind.rawValue): \($0)" } }
            + ["already there: \(summary.duplicates)"]
            + summary.skipped.sorted { $0.key < $1.key }.map { "skipped \($0.key): \($0.value)" }
    }

    /// Another language counts as the import page does ("12 Glukosewerte", "3 schon vorhanden",
    /// "2 übersprungen (HKWorkout)": the skipped types keep the file's own names).
    private func summaryInWords(_ summary: ImportSummary) -> [String] {
        ImportKind.allCases.compactMap { kind in summary.added[kind].map { words.counted("importKind.\(kind.rawValue)", $0) } }
            + [words.counted("importDuplicates", summary.duplicates)]
            + summary.skipped.sorted { $0.key < $1.key }.map { words.counted("importSkipped", $0.value) + " (\($0.key))" }
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
