import DaybookCore
import DaybookFormats
import Foundation

/// Imports a file into a person's account in one transaction: all or nothing, and the same file twice
/// adds nothing twice. Another app's export (Apple Health, drip, Track & Graph, Daylio, Nightscout, …)
/// fills the journal; Daybook's own export brings a whole account (`POST /api/v1/import` comes this way
/// too), its reminders planned anew and its timeline runs driven once it committed. An Apple Health
/// `export.zip` is unpacked first. A dry run counts what would be added and keeps nothing.
public struct ImportFile: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public struct Request: Sendable {
        public var file: URL
        /// The format's name; nil: recognised from the file.
        public var format: String?
        public var daylioMoods: DaylioMoodMapping
        public var dryRun: Bool
        /// How a Daybook export meets what the account holds (other formats only add).
        public var accounts: ExportImportMode
        /// Items read and the share of the file behind them, after each batch.
        public var progress: @Sendable (ImportProgress) -> Void

        public init(file: URL, format: String? = nil, daylioMoods: DaylioMoodMapping = .standard, dryRun: Bool = false,
                    accounts: ExportImportMode = .merge, progress: @escaping @Sendable (ImportProgress) -> Void = { _ in }) {
            self.file = file
            self.format = format
            self.daylioMoods = daylioMoods
            self.dryRun = dryRun
            self.accounts = accounts
            self.progress = progress
        }
    }

    public struct Result: Sendable {
        public var format: ImportFormat
        public var summary: ImportSummary
    }

    /// Throws `ImportError` (with the file's line and field) for a file that cannot be read, and
    /// `ImportFileError` when the format is unknown or not recognised; nothing is added then.
    public func callAsFunction(_ request: ImportFile.Request, for person: Person) async throws -> Result {
        // Apple Health's export.zip: its export.xml is what is read.
        let isZip = ImportArchive.isZip(try Self.head(of: request.file, count: 4))
        let unpacked = isZip ? try ImportArchive.unpackAppleHealthExport(request.file) : nil
        defer { if let unpacked { try? FileManager.default.removeItem(at: unpacked) } }
        let source = unpacked ?? request.file
        let format = isZip ? ImportFormat.appleHealth.rawValue : request.format
        let importer = try Self.importer(format, file: source, fileName: request.file.lastPathComponent)
        let zone = person.preferences.zone
        let importContext = ImportContext(timeZone: zone, daylioMoods: request.daylioMoods,
                                          horizon: JournalHorizon(now: context.now(), zone: zone))
        let run = { @Sendable (db: any Storage) in
            try await db.journal(of: person.id, zone: zone)
                .importFile(importer, file: source, context: importContext, dryRun: request.dryRun, accounts: request.accounts,
                            progress: request.progress)
        }
        // A dry run rolls its own transaction back and changes nothing, so it is not committed here.
        if request.dryRun {
            let db = context.db
            return Result(format: importer.format, summary: try await context.serialized { try await run(db) }.summary)
        }
        let isAccount = importer.format == .daybook
        let replacing = isAccount && request.accounts == .replace
        // The runs a replace removes stop first, so none writes to a run being replaced; they start
        // again if the import fails.
        let stopped = replacing ? try await context.db.timelineRuns(of: person.id).all().map(\.id) : []
        for id in stopped { await context.work.stopRun(id) }
        let outcome: ImportOutcome
        do {
            // An account brings reminders and may bring settings: every reminder is planned anew.
            outcome = try await context.commit(person.id, replan: isAccount ? .allReminders : .periodDue) { db in
                let outcome = try await run(db)
                let changed = outcome.summary.totalAdded > 0 || replacing
                return (outcome, changed ? [Change(.created, .import)] : [])
            }
        } catch {
            for id in stopped { await context.work.startRun(id, of: person.id) }
            throw error
        }
        for id in outcome.timelineRuns { await context.work.startRun(id, of: person.id) }
        return Result(format: importer.format, summary: outcome.summary)
    }

    static func importer(_ name: String?, file: URL, fileName: String) throws -> any JournalImporter {
        if let name {
            guard let format = ImportFormat(rawValue: name) else { throw ImportFileError.unknownFormat(name) }
            return Importers.importer(for: format)
        }
        guard let importer = Importers.detect(fileName: fileName, head: try head(of: file, count: 4_096)) else {
            throw ImportFileError.unrecognised
        }
        return importer
    }

    static func head(of file: URL, count: Int) throws -> Data {
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        return try handle.read(upToCount: count) ?? Data()
    }
}

/// Why a file was not read at all; each way in words it for its own people (a query parameter, a flag).
public enum ImportFileError: Error, Sendable, Equatable {
    case unknownFormat(String)
    /// No format was named and none recognised the file.
    case unrecognised

    public static var formatNames: String { ImportFormat.allCases.map(\.rawValue).joined(separator: ", ") }
}
