import DaybookCore
import DaybookFormats
import Foundation

/// Runs an importer over text or a fixture file and keeps what it read.
enum ImportHarness {
    static let berlin = TimeZone(identifier: "Europe/Berlin") ?? .current
    static let context = ImportContext(timeZone: berlin)

    static func fixtureURL(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name)
    }

    static func run(_ importer: any JournalImporter, fixture name: String, context: ImportContext = context) throws -> ImportTally {
        guard let stream = InputStream(url: fixtureURL(name)) else { throw ImportError(line: nil, field: nil, .untranslated, ["text": "no fixture \(name)"]) }
        return try run(importer, stream: stream, context: context)
    }

    static func run(_ importer: any JournalImporter, text: String, context: ImportContext = context) throws -> ImportTally {
        try run(importer, stream: InputStream(data: Data(text.utf8)), context: context)
    }

    static func run(_ importer: any JournalImporter, stream: InputStream, context: ImportContext) throws -> ImportTally {
        let tally = ImportTally(keepingItems: true)
        try importer.parse(stream, context: context, into: tally)
        return tally
    }

    /// The error an import throws, or nil when it succeeds.
    static func error(_ importer: any JournalImporter, text: String, context: ImportContext = context) -> ImportError? {
        do {
            _ = try run(importer, text: text, context: context)
            return nil
        } catch let error as ImportError {
            return error
        } catch {
            return ImportError(line: nil, field: nil, .untranslated, ["text": "unexpected \(error)"])
        }
    }

    static func date(_ text: String) throws -> LocalDate { try LocalDate(parsing: text) }

    static func utc(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }
}
