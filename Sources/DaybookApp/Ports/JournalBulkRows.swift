import DaybookCore
import DaybookFormats
import Foundation

/// What an import did: its summary, and the timeline runs an account document brought (for the
/// scheduler to drive once the import committed).
public struct ImportOutcome: Sendable {
    public var summary: ImportSummary
    public var timelineRuns: [UUID]

    public init(summary: ImportSummary, timelineRuns: [UUID]) {
        self.summary = summary
        self.timelineRuns = timelineRuns
    }
}

/// A person's journal read and written whole: a file imported in batches, everything exported as
/// one document, a generated journal written in bulk.
public protocol JournalBulkRows: Sendable {
    /// Streams `file` through `importer` into the journal in one transaction: all or nothing. A dry
    /// run rolls back and only counts. `progress` is told after each batch.
    func importFile(_ importer: any JournalImporter, file: URL, context: ImportContext, dryRun: Bool, accounts: ExportImportMode,
                    progress: @escaping @Sendable (ImportProgress) -> Void) async throws -> ImportOutcome
    /// Everything of the person, stamped with when it was read.
    func export(exportedAt time: Date) async throws -> ExportDocument
    func insert(symptoms: [LocalDate: Symptoms]) async throws
    func insert(metrics: [LocalDate: DailyMetrics]) async throws
    func insert(fertility: [LocalDate: FertilitySigns]) async throws
    func insert(favouriteMeals: [FavouriteMeal]) async throws
    func insert(favouriteExercises: [FavouriteExercise]) async throws
    /// Timed entries, each dated by its instant in the person's zone.
    func insert<Value: TimedEntryValue>(_ values: [Value]) async throws
    /// Streams readings in, one batch in memory at a time; how many were written.
    func insertGlucose<Readings: Sequence & Sendable>(streaming readings: Readings) async throws -> Int
    where Readings.Element == GlucoseReading
}
