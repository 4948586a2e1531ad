import DaybookCore
import DaybookFormats
import FluentKit
import Foundation

/// One import of one file into one user's journal: all of it in one transaction, so a bad row
/// (or any failure) leaves nothing behind. A dry run does the same work and rolls it back, so its
/// counts are exactly what the import would add, duplicates against the journal included.
public struct JournalImport: Sendable {
    let db: any Database
    let userID: UUID
    let zone: TimeZone

    public init(_ db: any Database, userID: UUID, zone: TimeZone) {
        self.db = db
        self.userID = userID
        self.zone = zone
    }

    /// What an import did: its summary, and the timeline runs an account document brought (for the
    /// scheduler to drive once the import committed).
    public struct Outcome: Sendable {
        public var summary = ImportSummary()
        public var timelineRuns: [UUID] = []
    }

    /// `progress` is told, after each batch, the items read so far and how far into the file they are.
    /// `accounts` is how a Daybook export meets what the account holds (other formats only add).
    public func run(
        _ importer: any JournalImporter, file: URL, context: ImportContext, dryRun: Bool, batchSize: Int = 1_000,
        accounts: ExportImportMode = .merge, progress: @escaping @Sendable (ImportProgress) -> Void = { _ in }
    ) async throws -> Outcome {
        let box = OutcomeBox()
        let size = ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? NSNumber)?.intValue ?? 0
        do {
            try await db.transaction { tx in
                let writer = ImportWriter(tx, userID: userID, zone: zone)
                var outcome = Outcome()
                var read = 0
                let skipped = try await ImportPipeline.stream(importer, file: file, context: context, batchSize: batchSize) { delivery, bytes in
                    switch delivery {
                    case let .items(batch):
                        try await writer.write(batch, into: &outcome.summary)
                        read += batch.count
                    case let .account(document):
                        let written = try await ExportDocumentWriter(tx, userID: userID).write(document, mode: accounts)
                        outcome.summary.count(written.result)
                        outcome.timelineRuns += written.runs
                        read += ImportKind.counts(of: document).values.reduce(0, +)
                    }
                    progress(ImportProgress(items: read, bytesRead: bytes, totalBytes: size))
                }
                outcome.summary.skipped.merge(skipped) { $0 + $1 }
                box.outcome = outcome
                if dryRun { throw DryRunRollback() }
            }
        } catch is DryRunRollback {}
        return box.outcome
    }

    private struct DryRunRollback: Error {}

    /// Carries the outcome out of the transaction closure.
    private final class OutcomeBox: @unchecked Sendable {
        var outcome = Outcome()
    }
}

extension ImportSummary {
    /// What an account document's writer added, and found already there, per list.
    mutating func count(_ result: ExportImportResult) {
        for (list, count) in result.added where count > 0 {
            guard let kind = ImportKind(rawValue: list) else { continue }
            added[kind, default: 0] += count
        }
        for (list, count) in result.skipped where count > 0 {
            duplicates += count
            guard let kind = ImportKind(rawValue: list) else { continue }
            duplicatesByKind[kind, default: 0] += count
        }
    }
}
