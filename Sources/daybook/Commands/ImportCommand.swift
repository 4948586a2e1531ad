import DaybookCore
import DaybookImport
import DaybookStore
import Fluent
import Foundation
import Vapor

/// `daybook import FILE --user EMAIL [--format …] [--dry-run] [--moods label=MOOD,…]`: reads another
/// app's export into a user's journal, all or nothing; re-importing a file adds nothing twice.
struct ImportCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Argument(name: "file", help: "The exported file")
        var file: String
        @Option(name: "user", help: "Email of the account to import into")
        var user: String?
        @Option(name: "format", help: "apple-health, drip, track-and-graph, daylio or nightscout (default: recognised from the file)")
        var format: String?
        @Flag(name: "dry-run", help: "Count what would be added per kind, and add nothing")
        var dryRun: Bool
        @Option(name: "moods", help: "Daylio mood labels beyond rad/good/meh/bad/awful, e.g. \"sleepy=IDK,great=GREAT\"")
        var moods: String?
    }

    var help: String { "Import another app's export (Apple Health, drip, Track & Graph, Daylio, Nightscout)" }

    func run(using context: CommandContext, signature: Signature) async throws {
        let app = context.application
        try await app.setUpDatabase()
        guard let email = signature.user else { throw ImportCommandError("--user EMAIL is required") }
        guard let user = try await UserQueries(app.db).find(email: email), let userID = user.id else {
            throw ImportCommandError("no account \(email)")
        }
        var url = URL(fileURLWithPath: signature.file)
        // Apple Health's export.zip: its export.xml is streamed out and read.
        var unpacked: URL?
        defer { if let unpacked { try? FileManager.default.removeItem(at: unpacked) } }
        var format = signature.format
        let handle = try FileHandle(forReadingFrom: url)
        let head = try handle.read(upToCount: 4) ?? Data()
        try? handle.close()
        if ImportArchive.isZip(head) {
            do {
                let xml = try ImportArchive.unpackAppleHealthExport(url)
                unpacked = xml
                url = xml
                format = ImportFormat.appleHealth.rawValue
            } catch let error as ImportError {
                throw ImportCommandError("nothing was imported. \(error)")
            }
        }
        let importer = try chooseImporter(format, file: url)
        let zone = TimeZone(identifier: user.timeZone) ?? TimeZone(identifier: "UTC") ?? .current
        let importContext = ImportContext(timeZone: zone, daylioMoods: try moods(signature.moods))

        let console = context.console
        let indicator = console.loadingBar(title: "Importing \(url.lastPathComponent) (\(importer.format.rawValue))")
        indicator.start()
        let summary: ImportSummary
        do {
            summary = try await JournalImport(app.db, userID: userID, zone: zone)
                .run(importer, file: url, context: importContext, dryRun: signature.dryRun)
            indicator.succeed()
        } catch let error as ImportError {
            indicator.fail()
            throw ImportCommandError("nothing was imported. \(error)")
        } catch {
            indicator.fail()
            throw error
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

    private func chooseImporter(_ name: String?, file: URL) throws -> any JournalImporter {
        if let name {
            guard let format = ImportFormat(rawValue: name) else {
                throw ImportCommandError("unknown format \(name); use one of \(ImportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return Importers.importer(for: format)
        }
        let head = try FileHandle(forReadingFrom: file).read(upToCount: 4_096) ?? Data()
        guard let importer = Importers.detect(fileName: file.lastPathComponent, head: head) else {
            throw ImportCommandError("the file's format is not recognised; give it with --format")
        }
        return importer
    }

    private func moods(_ text: String?) throws -> DaylioMoodMapping {
        var extra: [String: MoodLevel] = [:]
        for pair in (text ?? "").split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let mood = MoodLevel(rawValue: parts[1].uppercased()) else {
                throw ImportCommandError("--moods takes label=MOOD pairs, MOOD one of \(MoodLevel.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            extra[parts[0]] = mood
        }
        return DaylioMoodMapping.standard.adding(extra)
    }
}

/// A message for the person at the terminal.
struct ImportCommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
