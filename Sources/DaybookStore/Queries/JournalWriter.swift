import DaybookCore
import FluentKit
import Foundation

/// Writes many journal entries of one user at once: in one transaction (all or nothing), in
/// batched inserts. Used for imports, the demo account and generated datasets.
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

    /// Runs `body` with a writer on one transaction: everything it writes is kept, or nothing.
    public func transaction<T: Sendable>(_ body: @escaping @Sendable (JournalWriter) async throws -> T) async throws -> T {
        let (userID, zone) = (userID, zone)
        return try await db.transaction { tx in
            try await body(JournalWriter(tx, userID: userID, zone: zone))
        }
    }

    /// Once-a-day symptoms, one row per day.
    public func insert(symptoms: [LocalDate: Symptoms]) async throws {
        try await insert(symptoms.map { date, symptoms in
            let record = SymptomsRecord(userID: userID, date: date)
            record.store(symptoms)
            return record
        })
    }

    /// Once-a-day metrics, one row per day.
    public func insert(metrics: [LocalDate: DailyMetrics]) async throws {
        try await insert(metrics.map { date, metrics in
            let record = DailyMetricsRecord(userID: userID, date: date)
            record.store(metrics)
            return record
        })
    }

    /// Once-a-day fertility signs, one row per day.
    public func insert(fertility: [LocalDate: FertilitySigns]) async throws {
        try await insert(fertility.map { date, signs in
            let record = FertilitySignsRecord(userID: userID, date: date)
            record.store(signs)
            return record
        })
    }

    public func insert(favouriteMeals: [FavouriteMeal]) async throws {
        try await insert(favouriteMeals.map { FavouriteMealRecord(userID: userID, $0) })
    }

    public func insert(favouriteExercises: [FavouriteExercise]) async throws {
        try await insert(favouriteExercises.map { FavouriteExerciseRecord(userID: userID, $0) })
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
        for record in records { WriteStamp.mark(record) }
        while start < records.count {
            let end = min(records.count, start + Self.batchSize)
            try await Array(records[start..<end]).create(on: db)
            start = end
        }
    }
}
