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

    /// `progress` is told, after each batch, the items read so far and how far into the file they are.
    public func run(
        _ importer: any JournalImporter, file: URL, context: ImportContext, dryRun: Bool, batchSize: Int = 1_000,
        progress: @escaping @Sendable (ImportProgress) -> Void = { _ in }
    ) async throws -> ImportSummary {
        let box = SummaryBox()
        let size = ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? NSNumber)?.intValue ?? 0
        do {
            try await db.transaction { tx in
                let writer = ImportWriter(tx, userID: userID, zone: zone)
                var summary = ImportSummary()
                var read = 0
                let skipped = try await ImportPipeline.run(importer, file: file, context: context, batchSize: batchSize) { batch, bytes in
                    try await writer.write(batch, into: &summary)
                    read += batch.count
                    progress(ImportProgress(items: read, bytesRead: bytes, totalBytes: size))
                }
                summary.skipped = skipped
                box.summary = summary
                if dryRun { throw DryRunRollback() }
            }
        } catch is DryRunRollback {}
        return box.summary
    }

    private struct DryRunRollback: Error {}

    /// Carries the summary out of the transaction closure.
    private final class SummaryBox: @unchecked Sendable {
        var summary = ImportSummary()
    }
}
