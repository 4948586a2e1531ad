import DaybookCore
import FluentKit
import Foundation

/// Writes many journal entries of one user at once: in one transaction (all or nothing), in
/// batched inserts. Used for the demo account and for imports.
public struct JournalWriter: Sendable {
    let db: any Database
    let userID: UUID
    let zone: TimeZone

    /// Rows per INSERT: large enough to be fast, small enough for PostgreSQL's 65,535 parameters.
    static let batchSize = 1_000

    public init(_ db: any Database, userID: UUID, zone: TimeZone) {
        self.db = db
        self.userID = userID
        self.zone = zone
    }

    public func write(_ journal: DemoJournal) async throws {
        try await db.transaction { tx in
            let writer = JournalWriter(tx, userID: userID, zone: zone)
            try await writer.insert(journal.symptoms.map { date, symptoms in
                let record = SymptomsRecord(userID: userID, date: date)
                record.store(symptoms)
                return record
            })
            try await writer.insert(journal.metrics.map { date, metrics in
                let record = DailyMetricsRecord(userID: userID, date: date)
                record.store(metrics)
                return record
            })
            try await writer.insert(journal.stress, as: StressRatingRecord.self)
            try await writer.insert(journal.glucose, as: GlucoseReadingRecord.self)
            try await writer.insert(journal.insulin, as: InsulinDoseRecord.self)
            try await writer.insert(journal.meals, as: MealRecord.self)
            try await writer.insert(journal.exercise, as: ExerciseSessionRecord.self)
            try await writer.insert(journal.spans, as: SpanRecord.self)
            try await writer.insert(journal.favouriteMeals.map { FavouriteMealRecord(userID: userID, $0) })
            try await writer.insert(journal.favouriteExercises.map { FavouriteExerciseRecord(userID: userID, $0) })
        }
    }

    /// Timestamped entries, each dated by its instant in the user's zone.
    public func insert<Record: TimedEntryRecord>(_ values: [Record.Value], as _: Record.Type) async throws {
        try await insert(values.map { value in
            let record = Record()
            record.userID = userID
            record.date = LocalDate(value.time, in: zone).description
            record.store(value)
            return record
        })
    }

    /// Streams timestamped entries in, one batch in memory at a time, all in one transaction:
    /// a million CGM readings import in flat memory. Returns how many rows were written.
    @discardableResult
    public func insert<Record: TimedEntryRecord, Values: Sequence>(
        streaming values: Values, as _: Record.Type
    ) async throws -> Int where Values.Element == Record.Value, Values: Sendable {
        try await db.transaction { tx in
            let writer = JournalWriter(tx, userID: userID, zone: zone)
            var batch: [Record.Value] = []
            batch.reserveCapacity(Self.batchSize)
            var written = 0
            for value in values {
                batch.append(value)
                if batch.count == Self.batchSize {
                    try await writer.insert(batch, as: Record.self)
                    written += batch.count
                    batch.removeAll(keepingCapacity: true)
                }
            }
            try await writer.insert(batch, as: Record.self)
            return written + batch.count
        }
    }

    func insert<M: Model>(_ records: [M]) async throws {
        var start = 0
        while start < records.count {
            let end = min(records.count, start + Self.batchSize)
            try await Array(records[start..<end]).create(on: db)
            start = end
        }
    }
}
